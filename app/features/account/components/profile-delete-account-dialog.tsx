import { useEffect, useRef, useState } from "react";
import { Button } from "~/components/ui/button";
import { Dialog } from "~/components/ui/dialog";
import { PasswordField } from "~/components/ui/field";
import { Trash2, TriangleAlert } from "~/components/ui/icons";
import type { TFieldErrors } from "~/lib/forms";
import { ZDeleteAccount } from "../schemas";
import {
  ProfileDialogFooter,
  type TProfileDialogFetcher,
  useProfileDialog,
} from "./profile-dialog";

type TFormProps = {
  fetcher: TProfileDialogFetcher;
  serverErrors: TFieldErrors | null;
  clearErrors: () => void;
};

// Inside the dialog's content: closing the dialog forgets the typed password.
function DeleteAccountForm({ fetcher, serverErrors, clearErrors }: TFormProps) {
  const [password, setPassword] = useState("");
  const inputRef = useRef<HTMLInputElement>(null);
  const busy = fetcher.state !== "idle";
  // Same rule as the server: the button waits for a password that could be valid.
  const valid = ZDeleteAccount.safeParse({ password }).success;

  useEffect(() => {
    if (serverErrors?.password) inputRef.current?.focus();
  }, [serverErrors]);

  return (
    <fetcher.Form method="post" onSubmit={clearErrors} noValidate>
      <input type="hidden" name="intent" value="delete-account" />
      <PasswordField
        ref={inputRef}
        label="Mot de passe"
        name="password"
        autoComplete="current-password"
        hint="Confirmez la suppression avec votre mot de passe."
        required
        maxLength={128}
        value={password}
        error={serverErrors?.password}
        onChange={(event) => {
          setPassword(event.currentTarget.value);
          if (serverErrors) clearErrors();
        }}
      />
      <ProfileDialogFooter busy={busy} disabled={!valid} variant="destructive">
        Confirmer la suppression
      </ProfileDialogFooter>
    </fetcher.Form>
  );
}

/**
 * 'Supprimer le compte': the button and its confirmation dialog. Success answers with a redirect
 * home (signed out, 'Compte supprimé' toast), so only failures are handled here.
 */
export function ProfileDeleteAccountDialog({ triggerClassName }: { triggerClassName?: string }) {
  const { open, onOpenChange, fetcher, serverErrors, clearServerErrors } = useProfileDialog();

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      trigger={
        <Button variant="destructive" className={triggerClassName}>
          <Trash2 aria-hidden="true" />
          Supprimer le compte
        </Button>
      }
      icon={
        <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-destructive/10 text-destructive">
          <TriangleAlert aria-hidden="true" className="size-5" />
        </span>
      }
      title="Supprimer le compte"
      description="Cette action est irréversible. Votre compte et toutes vos données (annonces, favoris, avis, commentaires) seront définitivement supprimés."
    >
      <DeleteAccountForm
        fetcher={fetcher}
        serverErrors={serverErrors}
        clearErrors={clearServerErrors}
      />
    </Dialog>
  );
}
