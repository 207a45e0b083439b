import { data, redirect } from "react-router";
import { failureData } from "~/edge/failures.server";
import { flashToastHeaders } from "~/edge/flash.server";
import { FORM_BODY_LIMITS, readFormOrNull } from "~/edge/read-form.server";
import {
  BackToInbox,
  ListingSummary,
  SafetyNotice,
} from "~/features/conversations/components/conversation-parts";
import {
  MessageBox,
  type TMessageBoxAnswer,
} from "~/features/conversations/components/message-box";
import { MessagesError } from "~/features/conversations/components/messages-error";
import { composeListing, sellerChoice } from "~/features/conversations/compose.server";
import {
  clearDraftHeaders,
  draftCookieHeaders,
  hasDraftCookie,
  readDraft,
} from "~/features/conversations/draft-cookie.server";
import { CONVERSATION_MESSAGES, ZMessageAboutListing } from "~/features/conversations/schemas";
import { sendMessageAboutListing } from "~/features/conversations/send-message.server";
import { kindOfComposeType } from "~/features/listings/contact";
import { formValues, fieldErrors as zodFieldErrors } from "~/lib/forms";
import { isListingId } from "~/lib/ids";
import { getSessionUser } from "~/server/auth.server";
import type { Route } from "./+types/messages-new";

/*
 * The first message about a listing (issue 22): /messages/nouveau?type=propriete&id={uuid} from a
 * listing page, or ?vendeur={userId} from a seller's page (then the buyer picks which listing on
 * offer it is about). A visitor may type and send: the text is kept (draft-cookie.server.ts)
 * while they sign in, and this page gives it back. Sending opens the conversation, or writes in
 * the buyer's existing one about the listing, and goes to it.
 */

export const meta = () => [{ title: "Nouveau message | Darna" }];

const SELLER_NOT_FOUND = "Ce vendeur n'existe pas.";
const LISTING_FIELD = "annonce";
const CHOOSE_LISTING = "Choisissez l'annonce dont vous voulez parler.";

function notFound(message: string): never {
  throw data(message, { status: 404, headers: { "Cache-Control": "no-store" } });
}

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const user = await getSessionUser(request);
  const draft = readDraft(request);
  const sellerId = url.searchParams.get("vendeur");
  if (sellerId != null) {
    const choice = await sellerChoice(sellerId);
    if (!choice) notFound(SELLER_NOT_FOUND);
    const kept = draft && choice.listings.find((listing) => listing.id === draft.listingId);
    return {
      mode: "seller" as const,
      signedIn: user != null,
      own: user?.id === sellerId,
      seller: { id: sellerId, name: choice.sellerName },
      listings: choice.listings,
      listing: null,
      draft: kept ? { ref: `${draft.kind}:${draft.listingId}`, body: draft.body } : null,
    };
  }
  const type = url.searchParams.get("type");
  const id = url.searchParams.get("id");
  const kind = kindOfComposeType(type);
  const listing = kind && isListingId(id) ? await composeListing(kind, id) : null;
  if (!listing) notFound(CONVERSATION_MESSAGES.listing);
  const ref = `${listing.kind}:${listing.id}`;
  const kept = draft && `${draft.kind}:${draft.listingId}` === ref;
  return {
    mode: "listing" as const,
    signedIn: user != null,
    own: user?.id === listing.ownerId,
    seller: { id: listing.ownerId, name: listing.ownerName },
    listings: [],
    listing: { ...listing, ref },
    draft: kept ? { ref, body: draft.body } : null,
  };
}

type TActionData = TMessageBoxAnswer & { ref?: string };

export async function action({ request }: Route.ActionArgs) {
  const user = await getSessionUser(request);
  const form = await readFormOrNull(request, FORM_BODY_LIMITS.text);
  // Only a text far past the limit (or a broken form) makes a body the server will not read.
  if (!form) {
    return failureData<TActionData>(
      { code: "invalid" },
      {
        ok: false,
        message: CONVERSATION_MESSAGES.tooLong,
        fieldErrors: { body: CONVERSATION_MESSAGES.tooLong },
      },
    );
  }
  const values = formValues(form);
  const [kind = "", listingId = ""] = (values[LISTING_FIELD] ?? "").split(":");
  const input = { kind, listingId, body: values.body ?? "" };
  if (!values[LISTING_FIELD]) {
    return failureData<TActionData>(
      { code: "invalid" },
      { ok: false, message: CHOOSE_LISTING, body: input.body },
    );
  }

  if (!user) {
    // Checked now, so that the visitor is not sent to sign in with a message that will be refused.
    const parsed = ZMessageAboutListing.safeParse(input);
    if (!parsed.success) {
      const errors = zodFieldErrors(parsed.error);
      const message = errors.body ?? CONVERSATION_MESSAGES.listing;
      return failureData<TActionData>(
        { code: errors.body ? "invalid" : "not_found" },
        {
          ok: false,
          message,
          fieldErrors: errors.body ? { body: errors.body } : undefined,
          body: input.body,
          ref: values[LISTING_FIELD],
        },
      );
    }
    const url = new URL(request.url);
    const headers = draftCookieHeaders(parsed.data);
    await flashToastHeaders(
      {
        type: "info",
        title: "Connexion requise",
        description: "Connectez-vous pour envoyer votre message : il vous attendra.",
      },
      headers,
    );
    throw redirect(`/auth?from=${encodeURIComponent(`${url.pathname}${url.search}`)}`, {
      headers,
    });
  }

  const result = await sendMessageAboutListing(user, input);
  if (!result.ok) {
    return failureData<TActionData>(result, {
      ok: false,
      message: result.message,
      fieldErrors: result.fieldErrors,
      body: input.body,
      ref: values[LISTING_FIELD],
    });
  }
  throw redirect(`/messages/${result.conversationId}#dernier-message`, {
    headers: hasDraftCookie(request) ? clearDraftHeaders() : undefined,
  });
}

export default function NewMessagePage({ loaderData, actionData }: Route.ComponentProps) {
  const page = loaderData;
  const answer = actionData as TActionData | undefined;
  const selected = answer?.ref ?? page.draft?.ref ?? "";
  const draftKey =
    page.mode === "listing"
      ? `darna:brouillon:nouveau:${page.listing.ref}`
      : `darna:brouillon:vendeur:${page.seller.id}`;

  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-4 px-4 py-6 sm:px-6 lg:px-8">
      <BackToInbox />
      <h1 className="text-2xl font-bold tracking-tight">{`Écrire à ${page.seller.name}`}</h1>
      {page.mode === "listing" ? (
        <div className="rounded-lg border p-3 sm:p-4">
          <ListingSummary listing={page.listing} />
        </div>
      ) : null}

      {page.own ? (
        <p role="note" className="rounded-md border p-3 text-sm">
          {page.mode === "listing"
            ? CONVERSATION_MESSAGES.own
            : "Ce sont vos propres annonces : vous ne pouvez pas vous écrire."}
        </p>
      ) : page.mode === "seller" && page.listings.length === 0 ? (
        <p role="note" className="rounded-md border p-3 text-sm">
          Ce vendeur n'a aucune annonce en ligne pour le moment.
        </p>
      ) : (
        <>
          <SafetyNotice />
          {!page.signedIn ? (
            <p className="text-sm text-muted-foreground">
              Vous pourrez vous connecter après avoir écrit votre message : il sera conservé.
            </p>
          ) : null}
          <MessageBox
            draftKey={draftKey}
            answer={answer}
            initialBody={page.draft?.body}
            hidden={page.mode === "listing" ? { [LISTING_FIELD]: page.listing.ref } : {}}
            forgetOnSubmit
          >
            {page.mode === "seller" ? (
              <div className="space-y-1.5">
                <label htmlFor="annonce-choisie" className="block text-sm font-medium">
                  À propos de l'annonce
                </label>
                <select
                  id="annonce-choisie"
                  name={LISTING_FIELD}
                  required
                  defaultValue={selected}
                  aria-invalid={
                    answer && !answer.ok && !answer.fieldErrors?.body ? true : undefined
                  }
                  className="h-10 w-full rounded-md border border-input bg-background px-3 text-sm"
                >
                  <option value="" disabled>
                    Choisissez une annonce
                  </option>
                  {page.listings.map((listing) => (
                    <option
                      key={`${listing.kind}:${listing.id}`}
                      value={`${listing.kind}:${listing.id}`}
                    >
                      {listing.title}
                    </option>
                  ))}
                </select>
              </div>
            ) : null}
          </MessageBox>
        </>
      )}
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <MessagesError error={error} />;
}
