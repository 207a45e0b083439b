import { Ban } from "lucide-react";
import { Form, Link, useNavigation } from "react-router";
import { EmptyState } from "~/components/listing/empty-state";
import { Pagination } from "~/components/listing/pagination";
import { Badge } from "~/components/ui/badge";
import { Button, buttonClasses } from "~/components/ui/button";
import { MessagesSquare } from "~/components/ui/icons";
import { LISTING_KIND_LABELS, listingPath } from "~/kernel/kinds";
import { formatShortDate } from "~/lib/dates";
import { ADMIN_INTENTS } from "../admin-intents";
import { ADMIN_TAB_PARAM, type TAdminActionResult, type TAdminPage } from "../admin-query";
import type {
  TConversationReportQueueRow,
  TConversationReportReason,
} from "../conversation-reports.server";

/** The URL parameter of this section's page, beside the listings' `page`. */
export const CONVERSATIONS_PAGE_PARAM = "page-conversations";

/** What 'Classer sans suite' on a conversation answers, told in this section. */
export type TConversationDismissReply = TAdminActionResult & { section: "conversations" };

/** The words the conversations feature owns, handed down by the page. */
export type TConversationReportTexts = {
  reasons: Record<TConversationReportReason, string>;
  /** How an erased account is named ('Compte supprimé'). */
  deletedAccount: string;
};

const SIDE_LABELS = { buyer: "acheteur", owner: "propriétaire" } as const;

function pageHref(page: TAdminPage<unknown>, target: number, listingsPage: number): string {
  const params = new URLSearchParams({ [ADMIN_TAB_PARAM]: "signalements" });
  if (page.q) params.set("q", page.q);
  if (listingsPage > 1) params.set("page", String(listingsPage));
  if (target > 1) params.set(CONVERSATIONS_PAGE_PARAM, String(target));
  return `/admin?${params.toString()}`;
}

/**
 * 'Classer sans suite' behind a disclosure that asks first: a plain form inside <details>, so
 * that asking and sending both work before (or without) JavaScript.
 */
function DismissConversation({ row, busy }: { row: TConversationReportQueueRow; busy: boolean }) {
  return (
    <details className="group w-full sm:w-auto">
      <summary
        className={buttonClasses({
          variant: "outline",
          size: "sm",
          className: "cursor-pointer list-none [&::-webkit-details-marker]:hidden",
        })}
        aria-label={`Classer sans suite les signalements de la conversation sur « ${row.listingTitle} »`}
      >
        <Ban aria-hidden="true" />
        Classer sans suite
      </summary>
      <Form
        method="post"
        className="mt-2 space-y-3 rounded-lg border border-border bg-muted/40 p-3 text-sm sm:max-w-sm"
      >
        <p className="font-medium">Êtes-vous sûr ?</p>
        <p className="text-muted-foreground">
          {`Les ${row.openReports} signalement(s) de cette conversation seront classés sans suite, et les administrateurs ne pourront plus la lire.`}
        </p>
        <input type="hidden" name="intent" value={ADMIN_INTENTS.dismissConversationReports} />
        <input type="hidden" name="conversationId" value={row.conversationId} />
        <Button type="submit" size="sm" disabled={busy} aria-busy={busy || undefined}>
          {busy ? "Classement..." : "Confirmer le classement"}
        </Button>
      </Form>
    </details>
  );
}

function ConversationReport({
  row,
  texts,
  busy,
}: {
  row: TConversationReportQueueRow;
  texts: TConversationReportTexts;
  busy: boolean;
}) {
  const titleId = `conversation-signalee-${row.conversationId}`;
  const name = (value: string | null) => value ?? texts.deletedAccount;
  return (
    <li>
      <article
        aria-labelledby={titleId}
        className="space-y-3 rounded-lg border border-border bg-card p-4"
      >
        <header className="space-y-1">
          <h4 id={titleId} className="font-semibold break-words">
            <Link to={listingPath(row.listingKind, row.listingId)} className="hover:underline">
              {row.listingTitle}
            </Link>
          </h4>
          <div className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
            <Badge variant="outline">{LISTING_KIND_LABELS[row.listingKind].plural}</Badge>
            <span>
              {`Entre ${name(row.buyerName)} (acheteur) et ${name(row.ownerName)} (propriétaire)`}
            </span>
          </div>
          <p className="text-sm">
            <span className="font-medium">{`${row.openReports} signalement(s) ouvert(s)`}</span>
            <span className="text-muted-foreground">
              {" · le plus ancien du "}
              <time dateTime={row.oldestReportedAt}>{formatShortDate(row.oldestReportedAt)}</time>
            </span>
          </p>
        </header>
        <ul className="space-y-2" aria-label="Signalements">
          {row.reports.map((report) => (
            <li
              key={`${report.createdAt}-${report.reporterEmail}`}
              className="border-s-2 border-border ps-3 text-sm"
            >
              <p className="font-medium">{texts.reasons[report.reason]}</p>
              <p className="break-words text-muted-foreground">
                {`Par ${name(report.reporterName)}`}
                {report.reporterSide ? ` (${SIDE_LABELS[report.reporterSide]})` : ""}
                {report.reporterEmail ? ` · ${report.reporterEmail}` : ""}
                {" · "}
                <time dateTime={report.createdAt}>{formatShortDate(report.createdAt)}</time>
              </p>
              {report.details ? (
                <p className="mt-0.5 break-words whitespace-pre-line">{report.details}</p>
              ) : null}
            </li>
          ))}
        </ul>
        <div className="flex flex-wrap items-start gap-2">
          <Link
            to={`/messages/${row.conversationId}`}
            aria-label={`Lire la conversation sur « ${row.listingTitle} »`}
            className={buttonClasses({ variant: "outline", size: "sm" })}
          >
            <MessagesSquare aria-hidden="true" />
            Lire la conversation
          </Link>
          <DismissConversation row={row} busy={busy} />
        </div>
      </article>
    </li>
  );
}

/**
 * The reported conversations of the 'Signalements' tab (decision 0028), below the listings: who
 * talked about what, why they reported it, a link to read the thread (journaled by the
 * conversation page) and 'Classer sans suite', which ends the administrators' access to it.
 */
export function AdminConversationReports({
  page,
  listingsPage,
  texts,
  reply,
}: {
  page: TAdminPage<TConversationReportQueueRow>;
  /** The listings table's page, kept when this section turns its own. */
  listingsPage: number;
  texts: TConversationReportTexts;
  reply: TConversationDismissReply | undefined;
}) {
  const navigation = useNavigation();
  const busy =
    navigation.state === "submitting" &&
    navigation.formData?.get("intent") === ADMIN_INTENTS.dismissConversationReports;
  const pending = navigation.formData?.get("conversationId");
  return (
    <section aria-labelledby="conversations-signalees" className="space-y-4">
      <div className="flex flex-col gap-1 sm:flex-row sm:items-baseline sm:justify-between">
        <h3 id="conversations-signalees" className="text-lg font-semibold">
          Conversations signalées
        </h3>
        <p className="text-sm text-muted-foreground">{`${page.total} conversation(s)`}</p>
      </div>
      {reply ? (
        <div
          role={reply.ok ? "status" : "alert"}
          className={`rounded-lg border p-3 text-sm ${reply.ok ? "border-primary/30 bg-primary/5" : "border-destructive/30 bg-destructive/10 text-destructive"}`}
        >
          <p className="font-semibold">{reply.title}</p>
          {reply.description ? <p>{reply.description}</p> : null}
        </div>
      ) : null}
      {page.rows.length === 0 ? (
        <EmptyState
          message={
            page.q
              ? `Aucune conversation signalée pour « ${page.q} »`
              : "Aucune conversation signalée"
          }
        />
      ) : (
        <ul className="space-y-3">
          {page.rows.map((row) => (
            <ConversationReport
              key={row.conversationId}
              row={row}
              texts={texts}
              busy={busy && pending === row.conversationId}
            />
          ))}
        </ul>
      )}
      <Pagination
        page={page.page}
        pageCount={page.pageCount}
        hrefFor={(target) => pageHref(page, target, listingsPage)}
      />
    </section>
  );
}
