import type { ExternalToast } from "sonner";

/*
 * Toasts without sonner in the first load: the library (~10 KB gz) is fetched on the first toast,
 * and the layout mounts its outlet at that moment (see ToastOutlet). Use this module rather than
 * importing "sonner" directly: a direct import would bypass the request that mounts the outlet.
 */

type TSonner = typeof import("sonner");
export type TToastId = string | number;
export type TToastOptions = ExternalToast;

let sonner: Promise<TSonner> | undefined;
let requested = false;
const listeners = new Set<() => void>();

/** Asks the layout to mount the outlet (ToastOutlet). */
export function requestToastOutlet() {
  if (requested) return;
  requested = true;
  for (const listener of listeners) listener();
}

function loadSonner(): Promise<TSonner> {
  requestToastOutlet();
  sonner ??= import("sonner");
  return sonner;
}

/** For the layout: whether a toast has been asked for, so the outlet must be mounted. */
export function isToastOutletRequested(): boolean {
  return requested;
}

export function subscribeToToastOutlet(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

type TVariant = "message" | "success" | "error" | "info" | "warning" | "loading";

function show(variant: TVariant, message: string, options?: TToastOptions): Promise<TToastId> {
  return loadSonner().then(({ toast: sonnerToast }) =>
    variant === "message" ? sonnerToast(message, options) : sonnerToast[variant](message, options),
  );
}

/**
 * `toast.success("Profil mis à jour avec succès")`, `toast.error(message, { description })`…
 * Each call resolves to the toast's id (pass `{ id }` to replace a loading toast).
 */
export const toast = {
  message: (message: string, options?: TToastOptions) => show("message", message, options),
  success: (message: string, options?: TToastOptions) => show("success", message, options),
  error: (message: string, options?: TToastOptions) => show("error", message, options),
  info: (message: string, options?: TToastOptions) => show("info", message, options),
  warning: (message: string, options?: TToastOptions) => show("warning", message, options),
  loading: (message: string, options?: TToastOptions) => show("loading", message, options),
  /** Closes one toast, or all of them without an id. */
  dismiss: (id?: TToastId) => {
    void sonner?.then(({ toast: sonnerToast }) => sonnerToast.dismiss(id));
  },
};
