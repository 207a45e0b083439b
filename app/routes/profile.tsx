import { useMemo } from "react";
import { data, redirect, useActionData } from "react-router";
import { ErrorCode } from "~/components/request-id";
import { buttonClasses } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { TriangleAlert } from "~/components/ui/icons";
import { failureData, throwPageFailure } from "~/edge/failures.server";
import { flashToastHeaders } from "~/edge/flash.server";
import { requireUser } from "~/edge/guards.server";
import { FORM_BODY_LIMITS, FORM_BODY_REFUSALS, readFormBody } from "~/edge/read-form.server";
import { changePassword } from "~/features/account/change-password.server";
import { ProfileAccountActions } from "~/features/account/components/profile-account-actions";
import { ProfileForm, tooLargeMessage } from "~/features/account/components/profile-form";
import type {
  TBadRequestReply,
  TChangePasswordReply,
  TDeleteAccountReply,
  TProfileReply,
  TUpdateProfileReply,
} from "~/features/account/components/profile-replies";
import { ProfileStatsCard } from "~/features/account/components/profile-stats-card";
import { deleteMyAccount } from "~/features/account/delete-account.server";
import { allowPasswordCheck } from "~/features/account/password-checks.server";
import { getMyProfile, updateMyProfile } from "~/features/account/profile.server";
import { ZChangePassword, ZDeleteAccount, ZProfileUpdate } from "~/features/account/schemas";
import type { TSessionUser } from "~/kernel/actor";
import { failure, invalid, type TFailure } from "~/kernel/failures";
import { fieldErrors, formValues } from "~/lib/forms";
import { MAX_UPLOAD_BYTES } from "~/server/images/images.server";
import { logger } from "~/server/logger.server";
import type { Route } from "./+types/profile";

export const meta = () => [{ title: "Mon profil | Darna" }];

export async function loader({ request }: Route.LoaderArgs) {
  const actor = await requireUser(request);
  const result = await getMyProfile(actor);
  if (!result.ok) return throwPageFailure(request, result);
  return { profile: result.profile, maxUploadBytes: MAX_UPLOAD_BYTES };
}

const TOO_LARGE = tooLargeMessage(MAX_UPLOAD_BYTES);

/** A request no form of the page sends: an intent the page does not know. */
const unknownIntent = (title: string) =>
  failureData(failure("invalid", title), {
    intent: null,
    ok: false,
    error: { title },
  } satisfies TBadRequestReply);

/** Only the Set-Cookie lines of a Better Auth answer: its other headers describe its own body. */
function setCookiesOf(source: Headers, target = new Headers()): Headers {
  for (const cookie of source.getSetCookie()) target.append("Set-Cookie", cookie);
  return target;
}

async function updateProfile(actor: TSessionUser, form: FormData) {
  const UPDATE_FAILED = "Erreur lors de la mise à jour";
  const parsed = ZProfileUpdate.safeParse(formValues(form));
  if (!parsed.success) {
    const refusal = invalid(fieldErrors(parsed.error));
    return failureData(refusal, {
      intent: "update-profile",
      ok: false,
      fieldErrors: refusal.fieldErrors,
      error: { title: UPDATE_FAILED, description: refusal.message },
    } satisfies TUpdateProfileReply);
  }
  const file = form.get("avatar");
  // A form sent without a new photo still carries an empty file part.
  const avatar = file instanceof File && file.size > 0 ? file : null;
  if (avatar && avatar.size > MAX_UPLOAD_BYTES) {
    return data<TUpdateProfileReply>(
      { intent: "update-profile", ok: false, avatarError: TOO_LARGE },
      { status: FORM_BODY_REFUSALS.too_large.status },
    );
  }
  try {
    const bytes = avatar ? new Uint8Array(await avatar.arrayBuffer()) : null;
    const { avatarError } = await updateMyProfile(actor, parsed.data, bytes);
    return data<TUpdateProfileReply>({ intent: "update-profile", ok: true, avatarError });
  } catch (error) {
    logger.error({ err: error }, "mise à jour du profil");
    return data<TUpdateProfileReply>(
      { intent: "update-profile", ok: false, error: { title: UPDATE_FAILED } },
      { status: 500 },
    );
  }
}

async function updatePassword(actor: TSessionUser, form: FormData, request: Request) {
  const FAILED = "Erreur lors de la mise à jour du mot de passe";
  const parsed = ZChangePassword.safeParse(formValues(form));
  if (!parsed.success) {
    const refusal = invalid(fieldErrors(parsed.error));
    return failureData(refusal, {
      intent: "change-password",
      ok: false,
      fieldErrors: refusal.fieldErrors,
    } satisfies TChangePasswordReply);
  }
  const allowed = await allowPasswordCheck(actor);
  if (!allowed.ok) {
    return failureData(allowed, {
      intent: "change-password",
      ok: false,
      error: { title: FAILED, description: allowed.message },
    } satisfies TChangePasswordReply);
  }
  try {
    const result = await changePassword(request.headers, {
      currentPassword: parsed.data.current_password,
      newPassword: parsed.data.new_password,
    });
    if (!result.ok) {
      return failureData(result, {
        intent: "change-password",
        ok: false,
        fieldErrors: result.fieldErrors,
        error: { title: result.message },
      } satisfies TChangePasswordReply);
    }
    // The session was renewed (the others revoked): its new cookie must reach the browser.
    return data<TChangePasswordReply>(
      { intent: "change-password", ok: true },
      { headers: setCookiesOf(result.headers) },
    );
  } catch (error) {
    logger.error({ err: error }, "changement de mot de passe");
    return data<TChangePasswordReply>(
      { intent: "change-password", ok: false, error: { title: FAILED } },
      { status: 500 },
    );
  }
}

async function deleteAccount(actor: TSessionUser, form: FormData, request: Request) {
  const refused = (refusal: TFailure, fieldErrorsShown = refusal.fieldErrors) =>
    failureData(refusal, {
      intent: "delete-account",
      ok: false,
      fieldErrors: fieldErrorsShown,
    } satisfies TDeleteAccountReply);
  const parsed = ZDeleteAccount.safeParse(formValues(form));
  if (!parsed.success) return refused(invalid(fieldErrors(parsed.error)));
  const allowed = await allowPasswordCheck(actor);
  // Said under the password field, where the next try is typed.
  if (!allowed.ok) return refused(allowed, { password: allowed.message });
  let result: Awaited<ReturnType<typeof deleteMyAccount>>;
  try {
    result = await deleteMyAccount(actor, parsed.data.password, request.headers);
  } catch (error) {
    logger.error({ err: error }, "suppression de compte");
    return data<TDeleteAccountReply>(
      {
        intent: "delete-account",
        ok: false,
        error: { title: "Impossible de supprimer votre compte. Veuillez réessayer." },
      },
      { status: 500 },
    );
  }
  if (!result.ok) return refused(result);
  const headers = setCookiesOf(result.headers);
  await flashToastHeaders(
    {
      type: "success",
      title: "Compte supprimé",
      description: "Votre compte a été supprimé avec succès. Au revoir 👋",
    },
    headers,
  );
  return redirect("/", { headers });
}

export async function action({ request }: Route.ActionArgs) {
  // Every intent acts on the signed-in user only; no id is ever read from the form.
  const actor = await requireUser(request);
  const body = await readFormBody(request, FORM_BODY_LIMITS.oneImage);
  // Only the profile form carries a file, so an oversized body can only be its photo.
  if (body.status === "too_large") {
    return data<TUpdateProfileReply>(
      { intent: "update-profile", ok: false, avatarError: TOO_LARGE },
      { status: FORM_BODY_REFUSALS.too_large.status },
    );
  }
  if (body.status === "malformed") {
    return data<TBadRequestReply>(
      { intent: null, ok: false, error: { title: "Requête invalide : formulaire illisible." } },
      { status: FORM_BODY_REFUSALS.malformed.status },
    );
  }
  const { form } = body;
  try {
    switch (form.get("intent")) {
      case "update-profile":
        return await updateProfile(actor, form);
      case "change-password":
        return await updatePassword(actor, form, request);
      case "delete-account":
        return await deleteAccount(actor, form, request);
      default:
        return unknownIntent("Requête invalide : action inconnue.");
    }
  } catch (error) {
    logger.error({ err: error }, "action du profil");
    return data<TBadRequestReply>(
      { intent: null, ok: false, error: { title: "Une erreur inattendue s'est produite" } },
      { status: 500 },
    );
  }
}

function firstNameOf(profile: { firstName: string | null; email: string }) {
  return profile.firstName?.trim() || profile.email.split("@")[0] || profile.email;
}

export default function ProfilePage({ loaderData }: Route.ComponentProps) {
  const { profile, maxUploadBytes } = loaderData;
  // Only the profile form navigates (the dialogs use fetchers): every action answer here is its.
  const reply = useActionData<TProfileReply>();
  const profileReply = useMemo((): TUpdateProfileReply | undefined => {
    if (!reply) return undefined;
    if (reply.intent === "update-profile") return reply;
    return { intent: "update-profile", ok: false, error: reply.error };
  }, [reply]);

  return (
    <Container className="pt-3 pb-8 sm:py-10">
      <div className="mb-4 sm:mb-8">
        <h1 className="text-xl font-bold tracking-tight sm:text-4xl">
          Bienvenue, {firstNameOf(profile)}!
        </h1>
        <p className="mt-1 text-sm text-muted-foreground sm:mt-2 sm:text-base">
          Gérez vos informations personnelles et la sécurité de votre compte.
        </p>
      </div>

      <div className="grid items-start gap-6 lg:grid-cols-3">
        <section
          aria-labelledby="profil-informations"
          className="rounded-xl border bg-card p-6 text-card-foreground shadow-sm lg:col-span-2"
        >
          <div className="mb-6">
            <h2 id="profil-informations" className="text-lg font-semibold">
              Informations du compte
            </h2>
            <p className="mt-1 text-sm text-muted-foreground">
              Ces informations apparaissent sur vos annonces et aident les acheteurs à vous
              contacter.
            </p>
          </div>
          <ProfileForm profile={profile} reply={profileReply} maxUploadBytes={maxUploadBytes} />
          <div className="mt-8 border-t pt-6">
            <h3 className="mb-3 text-sm font-medium text-muted-foreground">Compte et sécurité</h3>
            <ProfileAccountActions />
          </div>
        </section>

        <ProfileStatsCard
          stats={{
            publishedListings: profile.stats.publishedListings,
            favorites: profile.stats.favorites,
            memberSince: profile.memberSince,
          }}
        />
      </div>
    </Container>
  );
}

/** A profile that cannot be loaded (the redirect of a visitor is not an error). */
export function ErrorBoundary() {
  return (
    <Container className="py-16 text-center">
      <TriangleAlert aria-hidden="true" className="mx-auto size-12 text-destructive" />
      <h1 className="mt-4 text-2xl font-bold">Erreur lors du chargement du profil</h1>
      <p className="mt-2 text-muted-foreground">Veuillez réessayer dans quelques instants.</p>
      <ErrorCode />
      <a href="/profil" className={buttonClasses({ variant: "outline", className: "mt-6" })}>
        Réessayer
      </a>
    </Container>
  );
}
