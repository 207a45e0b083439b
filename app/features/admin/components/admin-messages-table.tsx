import { CheckCheck, Mail } from "lucide-react";
import { useFetcher } from "react-router";
import { Badge } from "~/components/ui/badge";
import { Button, buttonClasses } from "~/components/ui/button";
import { RotateCcw } from "~/components/ui/icons";
import { UNKNOWN_DATE } from "~/lib/dates";
import { ADMIN_INTENTS } from "../admin-intents";
import type { TAdminActionResult, TAdminPage } from "../admin-query";
import type { TContactMessageLine } from "../contact-messages.server";
import { ADMIN_ACTION_FETCHER_KEY, ADMIN_ACTION_PATH } from "./admin-confirm-action";
import { AdminTableFrame, adminCell, adminRowNumber } from "./admin-table-frame";

const COLUMNS = ["#", "Reçu le", "Expéditeur", "Message", "Statut", "Actions"];

const dateTime = new Intl.DateTimeFormat("fr-FR", {
  dateStyle: "short",
  timeStyle: "short",
  timeZone: "Africa/Tunis",
});

function formatDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? UNKNOWN_DATE : dateTime.format(date);
}

/** The form has no subject field: the reply names the message it answers. */
export const REPLY_SUBJECT = "Re: Votre message sur Darna";

export function replyHref(email: string): string {
  return `mailto:${email}?subject=${encodeURIComponent(REPLY_SUBJECT)}`;
}

/**
 * 'Marquer comme traité' and back: nothing is lost either way, so no confirmation. It shares the
 * panel's row-action fetcher, whose answers AdminActionToasts shows.
 */
function HandleButton({ line }: { line: TContactMessageLine }) {
  const fetcher = useFetcher<TAdminActionResult>({ key: ADMIN_ACTION_FETCHER_KEY });
  const pending = fetcher.state !== "idle" && fetcher.formData?.get("messageId") === line.id;
  const handled = line.handledAt !== null;
  const label = handled ? "Remettre à traiter" : "Marquer comme traité";
  return (
    <fetcher.Form method="post" action={ADMIN_ACTION_PATH}>
      <input type="hidden" name="intent" value={ADMIN_INTENTS.handleMessage} />
      <input type="hidden" name="messageId" value={line.id} />
      <input type="hidden" name="handled" value={handled ? "0" : "1"} />
      <Button
        type="submit"
        variant="outline"
        size="sm"
        disabled={pending}
        aria-busy={pending}
        aria-label={`${label} : message de ${line.name}`}
      >
        {handled ? <RotateCcw aria-hidden="true" /> : <CheckCheck aria-hidden="true" />}
        {label}
      </Button>
    </fetcher.Form>
  );
}

/** The 'Messages' tab: what the contact form received, newest first, new ones marked. */
export function AdminMessagesTable({ page }: { page: TAdminPage<TContactMessageLine> }) {
  return (
    <AdminTableFrame
      tab="messages"
      page={page}
      searchLabel="Rechercher un message"
      searchPlaceholder="Nom, e-mail, téléphone ou texte"
      countLabel={(total) => `${total} message(s)`}
      loadingText="Chargement des messages..."
      columns={COLUMNS}
      emptyText="Aucun message reçu pour l'instant"
      tableClassName="w-full min-w-[60rem]"
    >
      {page.rows.map((line, index) => {
        const isNew = line.handledAt === null;
        return (
          <tr
            key={line.id}
            className={isNew ? "bg-primary/5 hover:bg-primary/10" : "hover:bg-muted/30"}
          >
            <td className={`${adminCell.body} text-muted-foreground`}>
              {adminRowNumber(page, index)}
            </td>
            <td className={`${adminCell.body} whitespace-nowrap`}>
              <time dateTime={line.createdAt}>{formatDateTime(line.createdAt)}</time>
            </td>
            <td className={`${adminCell.body} max-w-56 break-words`}>
              <span className={isNew ? "block font-semibold" : "block"}>{line.name}</span>
              <span className="block text-muted-foreground">{line.email}</span>
              <span className="block text-muted-foreground">{line.phone}</span>
            </td>
            <td className={`${adminCell.body} max-w-md whitespace-pre-line break-words`}>
              {line.message}
            </td>
            <td className={adminCell.body}>
              {isNew ? (
                <Badge variant="primary">Nouveau</Badge>
              ) : (
                <Badge variant="outline">Traité</Badge>
              )}
            </td>
            <td className={adminCell.body}>
              <div className="flex flex-wrap gap-2">
                <a
                  href={replyHref(line.email)}
                  aria-label={`Répondre à ${line.name}`}
                  className={buttonClasses({ variant: "outline", size: "sm" })}
                >
                  <Mail aria-hidden="true" />
                  Répondre
                </a>
                <HandleButton line={line} />
              </div>
            </td>
          </tr>
        );
      })}
    </AdminTableFrame>
  );
}
