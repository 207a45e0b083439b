import { Badge, type TBadgeVariant } from "~/components/ui/badge";
import { UNKNOWN_DATE } from "~/lib/dates";
import type { TAdminPage } from "../admin-query";
import type { TAdminAuditLine } from "../audit-log.server";
import { AdminTableFrame, adminCell, adminRowNumber } from "./admin-table-frame";

const COLUMNS = [
  "#",
  "Date et heure",
  "Acteur",
  "Action",
  "Cible",
  "Résultat",
  "Détail",
  "Code de la requête",
];

const ACTION_LABELS: Record<TAdminAuditLine["action"], string> = {
  role_change: "Changement de rôle",
  user_deletion: "Suppression d'utilisateur",
  listing_deletion: "Suppression d'annonce",
  profile_sync: "Synchronisation des profils",
  listing_hidden: "Annonce masquée",
  listing_restored: "Annonce rétablie",
  reports_dismissed: "Signalements classés sans suite",
  message_handled: "Message traité",
  message_reopened: "Message remis à traiter",
  conversation_read: "Lecture d'une conversation signalée",
  user_suspended: "Compte suspendu",
  user_reactivated: "Compte réactivé",
  user_verified: "Compte vérifié",
  user_unverified: "Vérification retirée",
};

const TARGET_LABELS: Record<NonNullable<TAdminAuditLine["targetType"]>, string> = {
  user: "Utilisateur",
  property: "Propriété",
  service: "Service",
  store: "Boutique",
  message: "Message",
  conversation: "Conversation",
};

const OUTCOMES: Record<TAdminAuditLine["outcome"], { label: string; variant: TBadgeVariant }> = {
  success: { label: "Réussi", variant: "primary" },
  refused: { label: "Refusé", variant: "accent" },
  failed: { label: "Échec", variant: "outline" },
};

// Seconds matter in a journal: two attempts a moment apart stay distinct.
const dateTime = new Intl.DateTimeFormat("fr-FR", {
  dateStyle: "short",
  timeStyle: "medium",
  timeZone: "Africa/Tunis",
});

function formatDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? UNKNOWN_DATE : dateTime.format(date);
}

function Target({ line }: { line: TAdminAuditLine }) {
  if (!line.targetType) return <span className="text-muted-foreground">—</span>;
  return (
    <span>
      <span className="text-muted-foreground">{TARGET_LABELS[line.targetType]} : </span>
      {line.targetLabel ?? line.targetId}
    </span>
  );
}

/** The 'Journal' tab: what administrators did from the panel, newest first. */
export function AdminJournalTable({ page }: { page: TAdminPage<TAdminAuditLine> }) {
  return (
    <AdminTableFrame
      tab="journal"
      page={page}
      searchLabel="Rechercher dans le journal"
      searchPlaceholder="Acteur, cible, détail ou code"
      countLabel={(total) => `${total} action(s)`}
      loadingText="Chargement du journal..."
      columns={COLUMNS}
      emptyText="Aucune action enregistrée pour l'instant"
      tableClassName="w-full min-w-[70rem]"
    >
      {page.rows.map((line, index) => {
        const outcome = OUTCOMES[line.outcome];
        return (
          <tr key={line.id} className="hover:bg-muted/30">
            <td className={`${adminCell.body} text-muted-foreground`}>
              {adminRowNumber(page, index)}
            </td>
            <td className={`${adminCell.body} whitespace-nowrap`}>
              <time dateTime={line.createdAt}>{formatDateTime(line.createdAt)}</time>
            </td>
            <td className={`${adminCell.body} break-words`}>{line.actorLabel}</td>
            <td className={adminCell.body}>{ACTION_LABELS[line.action]}</td>
            <td className={`${adminCell.body} max-w-72 break-words`}>
              <Target line={line} />
            </td>
            <td className={adminCell.body}>
              <Badge variant={outcome.variant}>{outcome.label}</Badge>
            </td>
            <td className={`${adminCell.body} max-w-80 break-words text-muted-foreground`}>
              {line.detail ?? "—"}
            </td>
            <td className={`${adminCell.body} font-mono text-xs break-all text-muted-foreground`}>
              {line.requestId ?? "—"}
            </td>
          </tr>
        );
      })}
    </AdminTableFrame>
  );
}
