import { TriangleAlert } from "lucide-react";
import { useMemo } from "react";
import { data, redirect, useActionData } from "react-router";
import { buttonClasses } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
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
import { getMyProfile, updateMyProfile } from "~/features/account/profile.server";
import { ZChangePassword, ZDeleteAccount, ZProfileUpdate } from "~/features/account/schemas";
import { fieldErrors, formValues } from "~/lib/forms";
import { revalidateUnlessRefused } from "~/lib/revalidation";
import type { TSessionUser } from "~/server/auth.server";
import { flashToastHeaders } from "~/server/flash.server";
import { requireUser } from "~/server/guards.server";
import { FORM_BODY_LIMITS, readFormBody } from "~/server/http/read-form.server";
import { MAX_UPLOAD_BYTES } from "~/server/images/images.server";
import { logger } from "~/server/logger.server";
import { consumeRateLimit, rateLimitKey, tooManyAttemptsMessage } from "~/server/rate-limit.server";
import type { Route } from "./+types/profile";

export const meta = () => [{ title: "Mon profil | Darna" }];

export async function loader({ request }: Route.LoaderArgs) {
  const actor = await requireUser(request);
  const profile = await getMyProfile(actor);
  return { profile, maxUploadBytes: MAX_UPLOAD_BYTES };
}

export const shouldRevalidate = revalidateUnlessRefused;

const TOO_LARGE = tooLargeMessage(MAX_UPLOAD_BYTES);
// Password checks (change, deletion) go through no HTTP limiter: a stolen session must not be
// able to guess the password behind it at full speed.
const PASSWORD_CHECK_LIMIT = { max: 10, windowSeconds: 15 * 60 };

/**
 * A refusal the page shows (a field, a wrong password, too many attempts) goes out as 200, like
 * the auth screens' answers: a 4xx to the page's own fetch only adds a network error to the
 * console. Requests no form of ours sends (unknown intent, unreadable body) get their 4xx.
 */
const REFUSED = 200;

const badRequest = (title: string, status = 400) =>
  data<TBadRequestReply>({ intent: null, ok: false, error: { title } }, { status });

/** Only the Set-Cookie lines of a Better Auth answer: its other headers describe its own body. */
function setCookiesOf(source: Headers, target = new Headers()): Headers {
  for (const cookie of source.getSetCookie()) target.append("Set-Cookie", cookie);
  return target;
}

async function passwordChecksLeft(actor: TSessionUser) {
  return consumeRateLimit(rateLimitKey("password-check:user", actor.id), PASSWORD_CHECK_LIMIT);
}

async function updateProfile(actor: TSessionUser, form: FormData) {
  const reply = (body: Omit<TUpdateProfileReply, "intent">, status = 200) =>
    data<TUpdateProfileReply>({ intent: "update-profile", ...body }, { status });
  const parsed = ZProfileUpdate.safeParse(formValues(form));
  if (!parsed.success) {
    return reply(
      {
        ok: false,
        fieldErrors: fieldErrors(parsed.error),
        error: {
          title: "Erreur lors de la mise à jour",
          description: "Veuillez corriger les champs indiqués.",
        },
      },
      REFUSED,
    );
  }
  const file = form.get("avatar");
  // A form sent without a new photo still carries an empty file part.
  const avatar = file instanceof File && file.size > 0 ? file : null;
  if (avatar && avatar.size > MAX_UPLOAD_BYTES) {
    return reply({ ok: false, avatarError: TOO_LARGE }, 413);
  }
  try {
    const bytes = avatar ? new Uint8Array(await avatar.arrayBuffer()) : null;
    const { avatarError } = await updateMyProfile(actor, parsed.data, bytes);
    return reply({ ok: true, avatarError });
  } catch (error) {
    logger.error({ err: error }, "mise à jour du profil");
    return reply({ ok: false, error: { title: "Erreur lors de la mise à jour" } }, 500);
  }
}

async function updatePassword(actor: TSessionUser, form: FormData, request: Request) {
  const reply = (body: Omit<TChangePasswordReply, "intent">, status: number, headers?: Headers) =>
    data<TChangePasswordReply>({ intent: "change-password", ...body }, { status, headers });
  const FAILED = "Erreur lors de la mise à jour du mot de passe";
  const parsed = ZChangePassword.safeParse(formValues(form));
  if (!parsed.success) {
    return reply({ ok: false, fieldErrors: fieldErrors(parsed.error) }, REFUSED);
  }
  const limit = await passwordChecksLeft(actor);
  if (!limit.allowed) {
    const description = tooManyAttemptsMessage(limit.retryAfterSeconds);
    return reply({ ok: false, error: { title: FAILED, description } }, REFUSED);
  }
  try {
    const result = await changePassword(request.headers, {
      currentPassword: parsed.data.current_password,
      newPassword: parsed.data.new_password,
    });
    if (result.status === "wrong_current_password") {
      const WRONG = "Mot de passe actuel incorrect";
      return reply(
        { ok: false, fieldErrors: { current_password: WRONG }, error: { title: WRONG } },
        REFUSED,
      );
    }
    // The session was renewed (the others revoked): its new cookie must reach the browser.
    return reply({ ok: true }, 200, setCookiesOf(result.headers));
  } catch (error) {
    logger.error({ err: error }, "changement de mot de passe");
    return reply({ ok: false, error: { title: FAILED } }, 500);
  }
}

async function deleteAccount(actor: TSessionUser, form: FormData, request: Request) {
  const reply = (body: Omit<TDeleteAccountReply, "intent" | "ok">, status: number) =>
    data<TDeleteAccountReply>({ intent: "delete-account", ok: false, ...body }, { status });
  const parsed = ZDeleteAccount.safeParse(formValues(form));
  if (!parsed.success) return reply({ fieldErrors: fieldErrors(parsed.error) }, REFUSED);
  const limit = await passwordChecksLeft(actor);
  if (!limit.allowed) {
    return reply(
      { fieldErrors: { password: tooManyAttemptsMessage(limit.retryAfterSeconds) } },
      REFUSED,
    );
  }
  let result: Awaited<ReturnType<typeof deleteMyAccount>>;
  try {
    result = await deleteMyAccount(actor, parsed.data.password, request.headers);
  } catch (error) {
    logger.error({ err: error }, "suppression de compte");
    return reply(
      { error: { title: "Impossible de supprimer votre compte. Veuillez réessayer." } },
      500,
    );
  }
  if (result.status === "wrong_password") {
    return reply({ fieldErrors: { password: "Mot de passe incorrect" } }, REFUSED);
  }
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
      { status: 413 },
    );
  }
  if (body.status === "malformed") return badRequest("Requête invalide : formulaire illisible.");
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
        return badRequest("Requête invalide : action inconnue.");
    }
  } catch (error) {
    logger.error({ err: error }, "action du profil");
    return badRequest("Une erreur inattendue s'est produite", 500);
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
    <Container className="py-8 sm:py-10">
      <div className="mb-8">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">
          Bienvenue, {firstNameOf(profile)}!
        </h1>
        <p className="mt-2 text-muted-foreground">
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
      <a href="/profil" className={buttonClasses({ variant: "outline", className: "mt-6" })}>
        Réessayer
      </a>
    </Container>
  );
}
