import { LayoutDashboard, ShieldCheck } from "lucide-react";
import { data } from "react-router";
import { Badge } from "~/components/ui/badge";
import { Container } from "~/components/ui/container";
import { failureData } from "~/edge/failures.server";
import { requireAdmin } from "~/edge/guards.server";
import { FORM_BODY_LIMITS, FORM_BODY_REFUSALS, readFormOrNull } from "~/edge/read-form.server";
import { changeAccountStatusAsAdmin } from "~/features/admin/account-status.server";
import {
  deleteListingAsAdmin,
  listAdminProperties,
  listAdminServices,
  listAdminStores,
} from "~/features/admin/admin-content.server";
import { ADMIN_INTENTS } from "~/features/admin/admin-intents";
import { getAdminOverview } from "~/features/admin/admin-overview.server";
import {
  ADMIN_TAB_PARAM,
  parseAdminListQuery,
  parseAdminTab,
  type TAdminActionResult,
  type TAdminListQuery,
  type TAdminTab,
} from "~/features/admin/admin-query";
import { adminFailureReply } from "~/features/admin/admin-replies";
import {
  listReportQueue,
  moderateListing,
  type TModerationAction,
} from "~/features/admin/admin-reports.server";
import type { TAdminUserActionResult } from "~/features/admin/admin-users.server";
import { listAdminAuditLog } from "~/features/admin/audit-log.server";
import { changeUserRole } from "~/features/admin/change-role.server";
import { AdminActionToasts } from "~/features/admin/components/admin-confirm-action";
import {
  AdminConversationReports,
  CONVERSATIONS_PAGE_PARAM,
  type TConversationDismissReply,
} from "~/features/admin/components/admin-conversation-reports";
import { AdminJournalTable } from "~/features/admin/components/admin-journal-table";
import {
  AdminPropertiesTable,
  AdminServicesTable,
  AdminStoresTable,
} from "~/features/admin/components/admin-listings-tables";
import { AdminMessagesTable } from "~/features/admin/components/admin-messages-table";
import { AdminOverviewPanel } from "~/features/admin/components/admin-overview-panel";
import {
  ADMIN_TAB_PANEL_ID,
  AdminPanelTabs,
  AdminTabError,
  AdminTabLoading,
  adminTabId,
  usePendingAdminTab,
} from "~/features/admin/components/admin-panel-tabs";
import { AdminReportsTable } from "~/features/admin/components/admin-reports-table";
import { AdminSyncPanel } from "~/features/admin/components/admin-sync-panel";
import { AdminUsersTable } from "~/features/admin/components/admin-users-table";
import {
  listContactMessages,
  setContactMessageHandled,
} from "~/features/admin/contact-messages.server";
import {
  dismissConversationReports,
  listConversationReportQueue,
} from "~/features/admin/conversation-reports.server";
import { deleteUserAsAdmin } from "~/features/admin/delete-user.server";
import { listAdminUsers } from "~/features/admin/list-users.server";
import { syncProfiles, type TProfileSyncResult } from "~/features/admin/sync-profiles.server";
import { CONVERSATION_REPORT_LABELS, DELETED_ACCOUNT_NAME } from "~/features/conversations/schemas";
import type { TSessionUser } from "~/kernel/actor";
import { failure } from "~/kernel/failures";
import { getSessionUser } from "~/server/auth.server";
import { logger } from "~/server/logger.server";
import type { Route } from "./+types/admin";

export const meta = () => [
  { title: "Panneau d'administration | Darna" },
  { name: "robots", content: "noindex" },
];

const UNEXPECTED_ERROR = "Une erreur inattendue s'est produite.";

/**
 * Only the open tab's table is read. A failure stays inside its tab ('Erreur lors du chargement
 * des …: {message}'): the rest of the panel keeps working.
 */
async function loadTab(
  actor: TSessionUser,
  tab: TAdminTab,
  query: TAdminListQuery,
  search: URLSearchParams,
) {
  try {
    switch (tab) {
      case "apercu":
        return { tab, result: await getAdminOverview(actor) };
      case "utilisateurs":
        return { tab, result: await listAdminUsers(actor, query) };
      case "proprietes":
        return { tab, result: await listAdminProperties(actor, query) };
      case "services":
        return { tab, result: await listAdminServices(actor, query) };
      case "boutiques":
        return { tab, result: await listAdminStores(actor, query) };
      case "signalements": {
        // The reported conversations below the listings turn their own pages; one search finds both.
        const conversationsQuery = parseAdminListQuery(
          new URLSearchParams({
            page: search.get(CONVERSATIONS_PAGE_PARAM) ?? "",
            q: search.get("q") ?? "",
          }),
        );
        const [result, conversations] = await Promise.all([
          listReportQueue(actor, query),
          listConversationReportQueue(actor, conversationsQuery),
        ]);
        return { tab, result, conversations };
      }
      case "messages":
        return { tab, result: await listContactMessages(actor, query) };
      case "journal":
        return { tab, result: await listAdminAuditLog(actor, query) };
    }
  } catch (error) {
    logger.error({ err: error, tab }, "admin tab failed to load");
    return { tab, result: { ok: false as const, message: UNEXPECTED_ERROR } };
  }
}

export async function loader({ request }: Route.LoaderArgs) {
  // The page is for administrators (visitors go to /auth, others home); every table's domain
  // function checks the role again.
  const actor = await requireAdmin(request);
  const search = new URL(request.url).searchParams;
  const tab = parseAdminTab(search.get(ADMIN_TAB_PARAM));
  return {
    actorId: actor.id,
    content: await loadTab(actor, tab, parseAdminListQuery(search), search),
  };
}

const MODERATION_ACTIONS = {
  [ADMIN_INTENTS.hideListing]: "hide",
  [ADMIN_INTENTS.restoreListing]: "restore",
  [ADMIN_INTENTS.dismissReports]: "dismiss",
} as const satisfies Record<string, TModerationAction>;

/** A users-tab action's answer: its toast, with the refusal's status when it was refused. */
function answer(
  intent: Parameters<typeof adminFailureReply>[0],
  result: TAdminUserActionResult | TProfileSyncResult,
) {
  if (result.ok) return data(result);
  return failureData(result, adminFailureReply(intent, result));
}

/**
 * The panel's forms post here with an `intent`. Each domain function checks the acting user
 * itself; a refusal answers its toast with the status of its failure code (visitors 401,
 * non-admins 403, an administrator account 403, a user already gone 404…), and requests no form
 * of the panel sends get 400.
 */
export async function action({ request }: Route.ActionArgs) {
  const actor = await getSessionUser(request);
  const form = await readFormOrNull(request, FORM_BODY_LIMITS.text);
  if (!form) {
    return data<TAdminActionResult>(
      { ok: false, title: "Requête invalide", description: "Formulaire illisible." },
      { status: FORM_BODY_REFUSALS.malformed.status },
    );
  }
  const intent = form.get("intent");
  try {
    switch (intent) {
      case ADMIN_INTENTS.changeRole:
        return answer(
          intent,
          await changeUserRole(actor, { userId: form.get("userId"), role: form.get("role") }),
        );
      case ADMIN_INTENTS.deleteUser:
        return answer(intent, await deleteUserAsAdmin(actor, { targetUserId: form.get("userId") }));
      case ADMIN_INTENTS.syncProfiles:
        return answer(intent, await syncProfiles(actor));
      case ADMIN_INTENTS.suspendUser:
      case ADMIN_INTENTS.reactivateUser:
      case ADMIN_INTENTS.verifyUser:
      case ADMIN_INTENTS.unverifyUser:
        return answer(
          intent,
          await changeAccountStatusAsAdmin(actor, intent, {
            userId: form.get("userId"),
            reason: form.get("reason"),
          }),
        );
      case ADMIN_INTENTS.deleteListing: {
        // A listing deletion answers its toast alone, in the title.
        const result = await deleteListingAsAdmin(actor, form);
        if (result.ok) return data<TAdminActionResult>({ ok: true, title: result.title });
        return failureData(result, {
          ok: false,
          title: result.message,
        } satisfies TAdminActionResult);
      }
      case ADMIN_INTENTS.hideListing:
      case ADMIN_INTENTS.restoreListing:
      case ADMIN_INTENTS.dismissReports: {
        const result = await moderateListing(actor, MODERATION_ACTIONS[intent], form);
        if (result.ok) return data<TAdminActionResult>({ ok: true, title: result.title });
        return failureData(result, {
          ok: false,
          title: result.message,
        } satisfies TAdminActionResult);
      }
      case ADMIN_INTENTS.dismissConversationReports: {
        const result = await dismissConversationReports(actor, {
          conversationId: form.get("conversationId"),
        });
        if (result.ok) {
          return data<TConversationDismissReply>({
            ok: true,
            section: "conversations",
            title: "Signalements classés sans suite",
            description: "Les administrateurs ne peuvent plus lire cette conversation.",
          });
        }
        return failureData(result, {
          ok: false,
          section: "conversations",
          title: "Impossible de classer les signalements",
          description: result.message,
        } satisfies TConversationDismissReply);
      }
      case ADMIN_INTENTS.handleMessage: {
        const result = await setContactMessageHandled(actor, {
          messageId: form.get("messageId"),
          handled: form.get("handled"),
        });
        if (result.ok) return data<TAdminActionResult>({ ok: true, title: result.title });
        return failureData(result, {
          ok: false,
          title: "Erreur lors de la mise à jour",
          description: result.message,
        } satisfies TAdminActionResult);
      }
      default: {
        const description = "Le panneau d'administration ne connaît pas cette action.";
        return failureData(failure("invalid", description), {
          ok: false,
          title: "Action inconnue",
          description,
        } satisfies TAdminActionResult);
      }
    }
  } catch (error) {
    logger.error({ err: error, intent }, "admin action failed");
    return data<TAdminActionResult>(
      { ok: false, title: "Erreur", description: UNEXPECTED_ERROR },
      { status: 500 },
    );
  }
}

/** The action's answer when it is about a reported conversation (told in that section). */
function conversationReply(
  reply: Route.ComponentProps["actionData"],
): TConversationDismissReply | undefined {
  return reply && "section" in reply && reply.section === "conversations"
    ? { ...reply, section: "conversations" }
    : undefined;
}

const CONVERSATION_REPORT_TEXTS = {
  reasons: CONVERSATION_REPORT_LABELS,
  deletedAccount: DELETED_ACCOUNT_NAME,
};

function TabContent({
  content,
  actorId,
  reply,
}: {
  content: Route.ComponentProps["loaderData"]["content"];
  actorId: string;
  reply: Route.ComponentProps["actionData"];
}) {
  if (!content.result.ok)
    return <AdminTabError tab={content.tab} message={content.result.message} />;
  const conversations = "conversations" in content ? content.conversations : undefined;
  switch (content.tab) {
    case "apercu":
      return <AdminOverviewPanel overview={content.result.overview} />;
    case "utilisateurs":
      return <AdminUsersTable page={content.result.page} currentUserId={actorId} />;
    case "proprietes":
      return <AdminPropertiesTable page={content.result.page} />;
    case "services":
      return <AdminServicesTable page={content.result.page} />;
    case "boutiques":
      return <AdminStoresTable page={content.result.page} />;
    case "signalements":
      return (
        <>
          <AdminReportsTable page={content.result.page} />
          {conversations?.ok ? (
            <AdminConversationReports
              page={conversations.page}
              listingsPage={content.result.page.page}
              texts={CONVERSATION_REPORT_TEXTS}
              reply={conversationReply(reply)}
            />
          ) : conversations ? (
            <AdminTabError tab={content.tab} message={conversations.message} />
          ) : null}
        </>
      );
    case "messages":
      return <AdminMessagesTable page={content.result.page} />;
    case "journal":
      return <AdminJournalTable page={content.result.page} />;
  }
}

export default function AdminPage({ loaderData, actionData }: Route.ComponentProps) {
  const { content, actorId } = loaderData;
  const pendingTab = usePendingAdminTab(content.tab);
  return (
    <Container className="pt-3 pb-8 sm:py-10">
      <AdminActionToasts />
      <div className="mb-4 flex flex-row items-start justify-between gap-3 sm:mb-8">
        <div>
          <h1 className="text-xl font-bold tracking-tight sm:text-4xl">Panneau d'administration</h1>
          <p className="mt-1 text-sm text-muted-foreground sm:mt-2 sm:text-base">
            Gérez les utilisateurs, propriétés, services et boutiques
          </p>
        </div>
        <Badge variant="primary" className="self-start px-3 py-1 text-sm">
          <ShieldCheck aria-hidden="true" className="size-4" />
          Admin
        </Badge>
      </div>
      <section
        aria-labelledby="tableau-de-bord"
        className="rounded-xl border border-border bg-card p-4 text-card-foreground shadow-sm sm:p-6"
      >
        <h2 id="tableau-de-bord" className="mb-4 flex items-center gap-2 text-xl font-semibold">
          <LayoutDashboard aria-hidden="true" className="size-5 text-primary" />
          Tableau de bord administrateur
        </h2>
        <AdminPanelTabs current={pendingTab ?? content.tab} />
        <section
          id={ADMIN_TAB_PANEL_ID}
          aria-labelledby={adminTabId(pendingTab ?? content.tab)}
          className="mt-6 space-y-6"
        >
          {pendingTab ? (
            <AdminTabLoading tab={pendingTab} />
          ) : (
            <>
              {content.tab === "utilisateurs" ? <AdminSyncPanel /> : null}
              <TabContent content={content} actorId={actorId} reply={actionData} />
            </>
          )}
        </section>
      </section>
    </Container>
  );
}
