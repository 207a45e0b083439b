import { Ban, EyeOff } from "lucide-react";
import { Link } from "react-router";
import { Badge } from "~/components/ui/badge";
import { buttonClasses } from "~/components/ui/button";
import { inputClasses } from "~/components/ui/field";
import { Eye, RotateCcw, Trash2 } from "~/components/ui/icons";
import { LISTING_KIND_LABELS, listingPath } from "~/kernel/kinds";
import { formatShortDate } from "~/lib/dates";
import { ADMIN_INTENTS } from "../admin-intents";
import type { TAdminPage } from "../admin-query";
import type { TReportQueueRow } from "../admin-reports.server";
import { MODERATION_REASON_MAX } from "../admin-texts";
import { AdminConfirmAction } from "./admin-confirm-action";
import { AdminTableFrame, adminCell, adminRowNumber } from "./admin-table-frame";

const COLUMNS = ["#", "Annonce", "Signalements", "Actions"];

const REPORTER_LABELS = { account: "Compte", visitor: "Visiteur", system: "Système" } as const;

function ReportActions({ row }: { row: TReportQueueRow }) {
  const target = { kind: row.kind, id: row.id };
  const name = `« ${row.title} »`;
  return (
    <div className="flex flex-wrap items-center gap-2">
      <Link
        to={listingPath(row.kind, row.id)}
        aria-label={`Voir ${name}`}
        className={buttonClasses({ variant: "outline", size: "sm" })}
      >
        <Eye aria-hidden="true" />
        Voir
      </Link>
      {row.hidden ? (
        <AdminConfirmAction
          label="Rétablir"
          ariaLabel={`Rétablir ${name}`}
          icon={<RotateCcw aria-hidden="true" />}
          fields={{ intent: ADMIN_INTENTS.restoreListing, ...target }}
          description={`${name} redeviendra visible de tous, et son propriétaire en sera averti. Les signalements ouverts seront classés.`}
          confirmLabel="Rétablir"
          pendingLabel="Rétablissement..."
        />
      ) : (
        <AdminConfirmAction
          label="Masquer"
          ariaLabel={`Masquer ${name}`}
          icon={<EyeOff aria-hidden="true" />}
          fields={{ intent: ADMIN_INTENTS.hideListing, ...target }}
          description={`${name} disparaîtra des listes, de la recherche et de la page du vendeur. Son propriétaire lira le motif ci-dessous.`}
          confirmLabel="Masquer"
          pendingLabel="Masquage..."
        >
          <div className="mt-2 space-y-1.5">
            <label htmlFor={`motif-${row.id}`} className="text-sm font-medium">
              Motif communiqué au propriétaire
            </label>
            <textarea
              id={`motif-${row.id}`}
              name="reason"
              required
              minLength={3}
              maxLength={MODERATION_REASON_MAX}
              rows={3}
              className={inputClasses("h-auto min-h-20 resize-y py-2")}
            />
          </div>
        </AdminConfirmAction>
      )}
      {row.openCount > 0 ? (
        <AdminConfirmAction
          label="Classer sans suite"
          ariaLabel={`Classer sans suite les signalements de ${name}`}
          icon={<Ban aria-hidden="true" />}
          fields={{ intent: ADMIN_INTENTS.dismissReports, ...target }}
          description={`Les ${row.openCount} signalement(s) ouvert(s) de ${name} seront classés sans suite ; l'annonce reste telle quelle.`}
          confirmLabel="Classer sans suite"
          pendingLabel="Classement..."
        />
      ) : null}
      <AdminConfirmAction
        label="Supprimer"
        ariaLabel={`Supprimer ${name}`}
        icon={<Trash2 aria-hidden="true" />}
        variant="destructive"
        fields={{ intent: ADMIN_INTENTS.deleteListing, ...target }}
        description={`${name} sera définitivement supprimé(e), avec ses photos, ses avis, ses signalements et les favoris qui le désignent. Cette action est irréversible.`}
        confirmLabel="Supprimer"
        pendingLabel="Suppression..."
      />
    </div>
  );
}

/** The 'Signalements' tab: one row per reported or hidden listing, most reported first. */
export function AdminReportsTable({ page }: { page: TAdminPage<TReportQueueRow> }) {
  return (
    <AdminTableFrame
      tab="signalements"
      page={page}
      searchLabel="Rechercher une annonce signalée"
      searchPlaceholder="Titre ou nom de l'annonce"
      countLabel={(total) => `${total} annonce(s)`}
      loadingText="Chargement des signalements..."
      columns={COLUMNS}
      emptyText="Aucun signalement en attente"
      tableClassName="w-full min-w-[56rem]"
    >
      {page.rows.map((row, index) => (
        <tr key={`${row.kind}:${row.id}`} className="align-top hover:bg-muted/30">
          <td className={`${adminCell.body} text-muted-foreground`}>
            {adminRowNumber(page, index)}
          </td>
          <td className={`${adminCell.body} max-w-72`}>
            <Link to={listingPath(row.kind, row.id)} className="font-medium hover:underline">
              {row.title}
            </Link>
            <div className="mt-1 flex flex-wrap gap-1">
              <Badge variant="outline">{LISTING_KIND_LABELS[row.kind].plural}</Badge>
              {row.hidden ? <Badge variant="accent">Masquée</Badge> : null}
            </div>
            {row.hidden ? (
              <p className="mt-1 text-xs text-muted-foreground">
                {`${row.hidden.automatic ? "Masquée automatiquement" : "Motif"} : ${row.hidden.reason}`}
              </p>
            ) : null}
          </td>
          <td className={adminCell.body}>
            <p className="font-medium">{`${row.openCount} signalement(s) ouvert(s)`}</p>
            {row.reports.length > 0 ? (
              <ul className="mt-1 space-y-1">
                {row.reports.map((report) => (
                  <li key={report.id} className="text-xs">
                    <span className="font-medium">{report.reason}</span>
                    <span className="text-muted-foreground">
                      {` · ${REPORTER_LABELS[report.by]} · ${formatShortDate(report.createdAt)}`}
                    </span>
                    {report.linked ? (
                      <p className="mt-0.5 text-muted-foreground">
                        {"Autre annonce : "}
                        {report.linked.title === null ? (
                          "supprimée depuis"
                        ) : (
                          <Link
                            to={listingPath(report.linked.kind, report.linked.id)}
                            className="font-medium text-foreground hover:underline"
                          >
                            {report.linked.title}
                          </Link>
                        )}
                      </p>
                    ) : null}
                    {report.details ? (
                      <p className="mt-0.5 break-words whitespace-pre-line text-muted-foreground">
                        {report.details}
                      </p>
                    ) : null}
                  </li>
                ))}
              </ul>
            ) : null}
          </td>
          <td className={adminCell.body}>
            <ReportActions row={row} />
          </td>
        </tr>
      ))}
    </AdminTableFrame>
  );
}
