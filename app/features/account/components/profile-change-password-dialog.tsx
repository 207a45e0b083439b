import { KeyRound } from "lucide-react";
import { Button } from "~/components/ui/button";
import { Dialog } from "~/components/ui/dialog";
import { PasswordField } from "~/components/ui/field";
import type { TFieldErrors } from "~/lib/forms";
import { ZChangePassword } from "../schemas";
import { useCheckedForm } from "./auth-form";
import {
  ProfileDialogFooter,
  type TProfileDialogFetcher,
  useProfileDialog,
} from "./profile-dialog";

type TFormProps = {
  fetcher: TProfileDialogFetcher;
  serverErrors: TFieldErrors | null;
};

// Lives inside the dialog's content, so closing the dialog unmounts it and clears every field.
function ChangePasswordForm({ fetcher, serverErrors }: TFormProps) {
  const form = useCheckedForm(ZChangePassword, serverErrors);
  const busy = fetcher.state !== "idle";

  const field = (name: "current_password" | "new_password" | "confirm_password") => ({
    name,
    error: form.errors[name],
    onChange: () => form.clearError(name),
    required: true,
    maxLength: 128,
  });

  return (
    <fetcher.Form
      ref={form.formRef}
      method="post"
      onSubmit={form.onSubmit}
      noValidate
      className="space-y-4"
    >
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
      <ProfileDialogFooter busy={busy}>Enregistrer</ProfileDialogFooter>
    </fetcher.Form>
  );
}

/** 'Changer le mot de passe': the button and its dialog. Other sessions end on success. */
export function ProfileChangePasswordDialog({ triggerClassName }: { triggerClassName?: string }) {
  const { open, onOpenChange, fetcher, serverErrors } = useProfileDialog({
    title: "Mot de passe mis à jour",
    description: "Votre mot de passe a été changé avec succès",
  });

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
