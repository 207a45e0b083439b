import { KeyRound, LoaderCircle } from "lucide-react";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import { Dialog, DialogClose, DialogFooter } from "~/components/ui/dialog";
import { PasswordField } from "~/components/ui/field";
import { toast } from "~/components/ui/toast";
import type { TFieldErrors } from "~/lib/forms";
import { useZodForm } from "~/lib/use-zod-form";
import { ZChangePassword } from "../schemas";
import type { TProfileReply } from "./profile-replies";

/** After a refused submit, the first field with a message gets the focus (once it has rendered). */
function focusFirstInvalid(form: HTMLFormElement | null) {
  requestAnimationFrame(() => form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
}

type TFormProps = {
  fetcher: ReturnType<typeof useFetcher<TProfileReply>>;
  serverErrors: TFieldErrors | null;
};

// Lives inside the dialog's content, so closing the dialog unmounts it and clears every field.
function ChangePasswordForm({ fetcher, serverErrors }: TFormProps) {
  const form = useZodForm(ZChangePassword, serverErrors);
  const formRef = useRef<HTMLFormElement>(null);
  const busy = fetcher.state !== "idle";

  useEffect(() => {
    if (serverErrors) focusFirstInvalid(formRef.current);
  }, [serverErrors]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    form.onSubmit(event);
    if (event.defaultPrevented) focusFirstInvalid(formRef.current);
  }

  const field = (name: "current_password" | "new_password" | "confirm_password") => ({
    name,
    error: form.errors[name],
    onChange: () => form.clearError(name),
    required: true,
    maxLength: 128,
  });

  return (
    <fetcher.Form ref={formRef} method="post" onSubmit={onSubmit} noValidate className="space-y-4">
      <input type="hidden" name="intent" value="change-password" />
      <PasswordField
        label="Mot de passe actuel"
        autoComplete="current-password"
        {...field("current_password")}
      />
      <PasswordField
        label="Nouveau mot de passe"
        autoComplete="new-password"
        hint="Au moins 6 caractères."
        {...field("new_password")}
      />
      <PasswordField
        label="Confirmer le nouveau mot de passe"
        autoComplete="new-password"
        {...field("confirm_password")}
      />
      <DialogFooter>
        <DialogClose>
          <Button variant="outline">Annuler</Button>
        </DialogClose>
        <Button type="submit" disabled={busy}>
          {busy ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : null}
          Enregistrer
        </Button>
      </DialogFooter>
    </fetcher.Form>
  );
}

/** 'Changer le mot de passe': the button and its dialog. Other sessions end on success. */
export function ProfileChangePasswordDialog({ triggerClassName }: { triggerClassName?: string }) {
  const [open, setOpen] = useState(false);
  const fetcher = useFetcher<TProfileReply>();
  const [serverErrors, setServerErrors] = useState<TFieldErrors | null>(null);

  const handled = useRef<TProfileReply | undefined>(undefined);
  useEffect(() => {
    const reply = fetcher.data;
    if (!reply || handled.current === reply) return;
    handled.current = reply;
    if (reply.ok) {
      void toast.success("Mot de passe mis à jour", {
        description: "Votre mot de passe a été changé avec succès",
      });
      setOpen(false);
      return;
    }
    setServerErrors(("fieldErrors" in reply && reply.fieldErrors) || null);
    if (reply.error) {
      void toast.error(reply.error.title, { description: reply.error.description });
    }
  }, [fetcher.data]);

  function onOpenChange(next: boolean) {
    setOpen(next);
    // A new opening starts clean, whatever the last attempt answered.
    setServerErrors(null);
  }

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      trigger={
        <Button variant="outline" className={triggerClassName}>
          <KeyRound aria-hidden="true" />
          Changer le mot de passe
        </Button>
      }
      title="Changer le mot de passe"
      description="Saisissez votre mot de passe actuel puis le nouveau. Vos autres appareils seront déconnectés."
    >
      <ChangePasswordForm fetcher={fetcher} serverErrors={serverErrors} />
    </Dialog>
  );
}
