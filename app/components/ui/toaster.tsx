import { Toaster as SonnerToaster } from "sonner";

export type TToasterProps = { theme: "light" | "dark" | "system" };

/**
 * The one toast outlet of the app (specification: top-right, close button, 5000 ms, 3 visible).
 * Default export so the layout can load it lazily after hydration; pages only call `toast` from
 * "sonner", and toasts raised before this mounts are shown once it does.
 */
export default function Toaster({ theme }: TToasterProps) {
  return (
    <SonnerToaster
      position="top-right"
      closeButton
      richColors
      duration={5000}
      visibleToasts={3}
      theme={theme}
      dir="ltr"
      // Below the 65 px sticky header, close button included (it stands 8 px out of the toast's
      // corner), so a toast never hides the navigation or the menus.
      offset={{ top: 84 }}
      mobileOffset={{ top: 80 }}
      customAriaLabel="Alertes"
      toastOptions={{ closeButtonAriaLabel: "Fermer" }}
    />
  );
}
