import { LoaderCircle, Trash2, TriangleAlert } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import { Dialog, DialogClose, DialogFooter } from "~/components/ui/dialog";
import { PasswordField } from "~/components/ui/field";
import { toast } from "~/components/ui/toast";
import type { TFieldErrors } from "~/lib/forms";
import { ZDeleteAccount } from "../schemas";
import type { TProfileReply } from "./profile-replies";

type TFormProps = {
  fetcher: ReturnType<typeof useFetcher<TProfileReply>>;
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
      <DialogFooter>
        <DialogClose>
          <Button variant="outline">Annuler</Button>
        </DialogClose>
        <Button type="submit" variant="destructive" disabled={!valid || busy}>
          {busy ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : null}
          Confirmer la suppression
        </Button>
      </DialogFooter>
    </fetcher.Form>
  );
}

/**
 * 'Supprimer le compte': the button and its confirmation dialog. Success answers with a redirect
 * home (signed out, 'Compte supprimé' toast), so only failures are handled here.
 */
export function ProfileDeleteAccountDialog({ triggerClassName }: { triggerClassName?: string }) {
  const [open, setOpen] = useState(false);
  const fetcher = useFetcher<TProfileReply>();
  const [serverErrors, setServerErrors] = useState<TFieldErrors | null>(null);

  const handled = useRef<TProfileReply | undefined>(undefined);
  useEffect(() => {
    const reply = fetcher.data;
    if (!reply || handled.current === reply) return;
    handled.current = reply;
    setServerErrors(("fieldErrors" in reply && reply.fieldErrors) || null);
    if (reply.error) {
      void toast.error(reply.error.title, { description: reply.error.description });
    }
  }, [fetcher.data]);

  function onOpenChange(next: boolean) {
    setOpen(next);
    setServerErrors(null);
  }

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
        clearErrors={() => setServerErrors(null)}
      />
    </Dialog>
  );
}
