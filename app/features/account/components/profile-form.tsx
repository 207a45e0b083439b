import { Mail } from "lucide-react";
import { type ChangeEvent, useEffect, useId, useRef, useState } from "react";
import { Form, useNavigation } from "react-router";
import { userInitials } from "~/components/layout/user-avatar";
import { Button } from "~/components/ui/button";
import { inputClasses, TextField } from "~/components/ui/field";
import { LoaderCircle } from "~/components/ui/icons";
import { toast } from "~/components/ui/toast";
import { useKeepEarlyInput } from "~/lib/use-early-input";
import { useHydrated } from "~/lib/use-hydrated";
import { useZodForm } from "~/lib/use-zod-form";
import { MESSAGE_EMAILS_ON, PRICE_DROP_EMAILS_ON, ZProfileUpdate } from "../schemas";
import { ProfileAvatarPicker } from "./profile-avatar-picker";
import type { TProfileFormValues, TUpdateProfileReply } from "./profile-replies";

export type TProfileFormProfile = {
  email: string;
  firstName: string | null;
  lastName: string | null;
  avatarUrl: string | null;
  phone: string | null;
  address: string | null;
  city: string | null;
  priceDropEmails: boolean;
  messageEmails: boolean;
};

const AVATAR_ERROR = "Erreur lors de l'upload de l'avatar";

function valuesOf(profile: TProfileFormProfile): TProfileFormValues {
  return {
    first_name: profile.firstName ?? "",
    last_name: profile.lastName ?? "",
    phone: profile.phone ?? "",
    address: profile.address ?? "",
    city: profile.city ?? "",
    price_drop_emails: profile.priceDropEmails ? PRICE_DROP_EMAILS_ON : "",
    message_emails: profile.messageEmails ? MESSAGE_EMAILS_ON : "",
  };
}

// The server trims every field, so spaces alone are not a change worth saving.
function sameValues(a: TProfileFormValues, b: TProfileFormValues): boolean {
  return (Object.keys(a) as (keyof TProfileFormValues)[]).every(
    (key) => a[key].trim() === b[key].trim(),
  );
}

export function tooLargeMessage(maxBytes: number): string {
  return `L'image dépasse la taille maximale de ${Math.round(maxBytes / (1024 * 1024))} Mo.`;
}

export type TProfileFormProps = {
  profile: TProfileFormProfile;
  /** The action's last answer to this form, if any. */
  reply: TUpdateProfileReply | undefined;
  maxUploadBytes: number;
};

/**
 * The account information form: avatar, e-mail (read-only), names and contact details. The save
 * button stays disabled until something differs from what was loaded.
 */
export function ProfileForm({ profile, reply, maxUploadBytes }: TProfileFormProps) {
  const loaded = valuesOf(profile);
  const [values, setValues] = useState<TProfileFormValues>(loaded);
  // When the loaded profile changes (a save, answered by the loader) the form shows it: the page
  // stays mounted across the save, and the reply may render before or with the new profile.
  const loadedKey = JSON.stringify(loaded);
  const [shownKey, setShownKey] = useState(loadedKey);
  if (shownKey !== loadedKey) {
    setShownKey(loadedKey);
    setValues(loaded);
  }
  const [file, setFile] = useState<File | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  useKeepEarlyInput(formRef, values, (typed) => setValues((current) => ({ ...current, ...typed })));
  const form = useZodForm(ZProfileUpdate, reply?.fieldErrors);
  const navigation = useNavigation();
  const hydrated = useHydrated();
  const emailId = useId();
  const avatarHintId = useId();
  const fullName = [profile.firstName, profile.lastName].filter(Boolean).join(" ");
  const displayName = fullName || profile.email;

  const saving =
    navigation.state !== "idle" && navigation.formData?.get("intent") === "update-profile";
  const changed = file !== null || !sameValues(values, loaded);
  // Before hydration the plain HTML form must stay usable, so only a running app disables it.
  const disabled = hydrated && (saving || !changed);

  // Each answer is handled once; the loader has already revalidated when it arrives.
  const handled = useRef<TUpdateProfileReply | undefined>(undefined);
  useEffect(() => {
    if (!reply || handled.current === reply) return;
    handled.current = reply;
    if (reply.ok) {
      void toast.success("Profil mis à jour", {
        description: "Vos informations ont été mises à jour avec succès",
      });
    } else if (reply.error) {
      void toast.error(reply.error.title, { description: reply.error.description });
    }
    if (reply.avatarError) {
      void toast.error(AVATAR_ERROR, { description: reply.avatarError });
    }
    // The pending file is either saved or refused: in both cases it is no longer pending.
    if (reply.ok || reply.avatarError) {
      if (fileInput.current) fileInput.current.value = "";
      setFile(null);
    }
  }, [reply]);

  function update(name: keyof TProfileFormValues, value: string) {
    setValues((current) => ({ ...current, [name]: value }));
    form.clearError(name);
  }

  const field = (name: keyof TProfileFormValues) => ({
    name,
    value: values[name],
    error: form.errors[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) => update(name, event.currentTarget.value),
  });

  return (
    <Form
      ref={formRef}
      method="post"
      encType="multipart/form-data"
      onSubmit={form.onSubmit}
      preventScrollReset
      noValidate
    >
      <input type="hidden" name="intent" value="update-profile" />
      <div className="flex flex-col items-center gap-4 text-center sm:flex-row sm:gap-5 sm:text-start">
        <ProfileAvatarPicker
          inputRef={fileInput}
          currentUrl={profile.avatarUrl}
          initials={userInitials(profile)}
          file={file}
          onFileChange={setFile}
          maxBytes={maxUploadBytes}
          onTooLarge={() =>
            void toast.error(AVATAR_ERROR, { description: tooLargeMessage(maxUploadBytes) })
          }
          describedBy={avatarHintId}
          disabled={saving}
        />
        <div className="min-w-0 space-y-1">
          <p className="truncate text-lg font-semibold">{displayName}</p>
          <div id={avatarHintId} className="space-y-0.5 text-sm text-muted-foreground">
            {file ? (
              <p className="font-medium text-accent">
                Nouvelle photo choisie : enregistrez pour la conserver.
              </p>
            ) : (
              <p>Cliquez sur la photo pour la changer.</p>
            )}
            <p className="text-xs">
              JPEG, PNG, WebP, GIF ou AVIF · {Math.round(maxUploadBytes / (1024 * 1024))} Mo maximum
            </p>
          </div>
        </div>
      </div>

      <div className="mt-6 grid gap-4 sm:grid-cols-2">
        <div className="space-y-1.5 sm:col-span-2">
          <label htmlFor={emailId} className="block text-sm font-medium">
            Email
          </label>
          <div className="relative">
            <Mail
              aria-hidden="true"
              className="pointer-events-none absolute top-1/2 start-3 size-4 -translate-y-1/2 text-muted-foreground"
            />
            <input
              id={emailId}
              type="email"
              value={profile.email}
              readOnly
              aria-describedby={`${emailId}-hint`}
              className={inputClasses("cursor-default bg-muted ps-9 text-muted-foreground")}
            />
          </div>
          <p id={`${emailId}-hint`} className="text-xs text-muted-foreground">
            L'adresse email de connexion ne peut pas être modifiée ici.
          </p>
        </div>
        <TextField
          label="Prénom"
          autoComplete="given-name"
          maxLength={50}
          required
          {...field("first_name")}
        />
        <TextField
          label="Nom"
          autoComplete="family-name"
          maxLength={50}
          required
          {...field("last_name")}
        />
        <TextField
          label="Téléphone"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder="+216 XX XXX XXX"
          maxLength={20}
          {...field("phone")}
        />
        <TextField label="Ville" autoComplete="address-level2" maxLength={100} {...field("city")} />
        <TextField
          label="Adresse"
          autoComplete="street-address"
          maxLength={200}
          fieldClassName="sm:col-span-2"
          {...field("address")}
        />
        <MailChoice
          name="price_drop_emails"
          value={PRICE_DROP_EMAILS_ON}
          values={values}
          update={update}
          label="Recevoir un e-mail quand le prix d'un favori baisse"
          hint="La notification arrive toujours dans la cloche ; l'e-mail en plus, si vous le souhaitez."
        />
        <MailChoice
          name="message_emails"
          value={MESSAGE_EMAILS_ON}
          values={values}
          update={update}
          label="Recevoir un e-mail pour les nouveaux messages"
          hint="Un message resté non lu 10 minutes vous est envoyé par e-mail, au plus une fois par heure et par conversation."
        />
      </div>

      <div className="mt-6 flex justify-end">
        <Button type="submit" disabled={disabled} className="w-full sm:w-auto">
          {saving ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : null}
          Mettre à jour le profil
        </Button>
      </div>
    </Form>
  );
}

/** One of the profile's e-mail choices: a checkbox sending `value` when ticked, nothing if not. */
function MailChoice({
  name,
  value,
  values,
  update,
  label,
  hint,
}: {
  name: "price_drop_emails" | "message_emails";
  value: string;
  values: TProfileFormValues;
  update: (name: keyof TProfileFormValues, value: string) => void;
  label: string;
  hint: string;
}) {
  return (
    <label className="flex items-start gap-2 text-sm sm:col-span-2">
      <input
        type="checkbox"
        name={name}
        value={value}
        checked={values[name] === value}
        onChange={(event) => update(name, event.currentTarget.checked ? value : "")}
        className="mt-0.5 size-4 shrink-0 accent-primary"
      />
      <span>
        <span className="font-medium">{label}</span>
        <span className="block text-xs text-muted-foreground">{hint}</span>
      </span>
    </label>
  );
}
