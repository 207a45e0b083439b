import { type ReactNode, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { Button, type TButtonStyle } from "~/components/ui/button";
import { DialogClose, DialogFooter } from "~/components/ui/dialog";
import { LoaderCircle } from "~/components/ui/icons";
import { toast } from "~/components/ui/toast";
import type { TFieldErrors } from "~/lib/forms";
import { useNewReply } from "~/lib/use-new-reply";
import type { TProfileReply } from "./profile-replies";

type TSuccessToast = { title: string; description: string };

/**
 * The state of a /profil dialog whose form posts through a fetcher: each answer is handled once
 * (field messages kept for the form, failures toasted), and a new opening starts clean whatever
 * the last attempt answered. With `successToast`, a successful answer is toasted and closes it.
 */
export function useProfileDialog(successToast?: TSuccessToast) {
  const [open, setOpen] = useState(false);
  const fetcher = useFetcher<TProfileReply>();
  const [serverErrors, setServerErrors] = useState<TFieldErrors | null>(null);

  // The toast texts are constants of the caller: the answer alone decides when this runs.
  const success = useRef(successToast);
  useNewReply(fetcher.data, true, (reply) => {
    if (reply.ok && success.current) {
      void toast.success(success.current.title, { description: success.current.description });
      setOpen(false);
      return;
    }
    setServerErrors(("fieldErrors" in reply && reply.fieldErrors) || null);
    if (reply.error) {
      void toast.error(reply.error.title, { description: reply.error.description });
    }
  });

  function onOpenChange(next: boolean) {
    setOpen(next);
    setServerErrors(null);
  }

  return {
    open,
    onOpenChange,
    fetcher,
    serverErrors,
    clearServerErrors: () => setServerErrors(null),
  };
}

export type TProfileDialogFetcher = ReturnType<typeof useProfileDialog>["fetcher"];

/** 'Annuler' and the submit button, which spins and is disabled while the form is sent. */
export function ProfileDialogFooter({
  busy,
  disabled = false,
  variant,
  children,
}: {
  busy: boolean;
  disabled?: boolean;
  variant?: TButtonStyle["variant"];
  children: ReactNode;
}) {
  return (
    <DialogFooter>
      <DialogClose>
        <Button variant="outline">Annuler</Button>
      </DialogClose>
      <Button type="submit" variant={variant} disabled={disabled || busy}>
        {busy ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : null}
        {children}
      </Button>
    </DialogFooter>
  );
}
