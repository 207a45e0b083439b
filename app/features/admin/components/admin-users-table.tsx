import { BadgeCheck, BadgeX, Ban, ShieldCheck, ShieldMinus } from "lucide-react";
import { Badge } from "~/components/ui/badge";
import { inputClasses } from "~/components/ui/field";
import { RotateCcw, Trash2 } from "~/components/ui/icons";
import { formatShortDate } from "~/lib/dates";
import { ADMIN_INTENTS } from "../admin-intents";
import type { TAdminPage } from "../admin-query";
import {
  ACCOUNT_STATUS_TEXTS,
  ADMIN_ACCOUNT_BLOCKED_MESSAGE,
  MODERATION_REASON_MAX,
  OWN_ACCOUNT_DELETION_MESSAGE,
  OWN_ROLE_MESSAGE,
  ROLE_LABELS,
  UNNAMED_USER,
} from "../admin-texts";
import type { TAdminUserRow } from "../list-users.server";
import { AdminConfirmAction } from "./admin-confirm-action";
import { AdminTableFrame, adminCell, adminRowNumber } from "./admin-table-frame";

const COLUMNS = ["#", "Utilisateur", "Email", "Rôle", "Inscrit le", "Actions"];

function RoleAction({ row, self }: { row: TAdminUserRow; self: boolean }) {
  const name = row.name ?? UNNAMED_USER;
  const promote = row.role !== "admin";
  const label = promote ? "Promouvoir" : "Rétrograder";
  return (
    <AdminConfirmAction
      label={label}
      ariaLabel={`${label} ${row.email}`}
      icon={promote ? <ShieldCheck aria-hidden="true" /> : <ShieldMinus aria-hidden="true" />}
      fields={{
        intent: ADMIN_INTENTS.changeRole,
        userId: row.id,
        role: promote ? "admin" : "user",
      }}
      description={
        promote
          ? `${name} (${row.email}) deviendra administrateur : accès au panneau d'administration, aux utilisateurs et à toutes les annonces.`
          : `${name} (${row.email}) redeviendra simple utilisateur et perdra l'accès au panneau d'administration.`
      }
      confirmLabel={label}
      pendingLabel="Mise à jour..."
      disabled={self}
      disabledReason={self ? OWN_ROLE_MESSAGE : undefined}
    />
  );
}

function DeleteAction({ row, self }: { row: TAdminUserRow; self: boolean }) {
  const name = row.name ?? UNNAMED_USER;
  return (
    <AdminConfirmAction
      label="Supprimer"
      ariaLabel={`Supprimer ${row.email}`}
      icon={<Trash2 aria-hidden="true" />}
      variant="destructive"
      fields={{ intent: ADMIN_INTENTS.deleteUser, userId: row.id }}
      description={`Le compte de ${name} (${row.email}) et toutes ses données (annonces et leurs photos, avis, commentaires, favoris, notifications) seront définitivement supprimés. Cette action est irréversible.`}
      confirmLabel="Supprimer"
      pendingLabel="Suppression..."
      blocked={!self && row.role === "admin" ? ADMIN_ACCOUNT_BLOCKED_MESSAGE : undefined}
      disabled={self}
      disabledReason={self ? OWN_ACCOUNT_DELETION_MESSAGE : undefined}
    />
  );
}

/** The reason field of 'Suspendre' and 'Réactiver': the user reads it in their e-mail. */
function ReasonField({ id }: { id: string }) {
  return (
    <div className="mt-2 space-y-1.5">
      <label htmlFor={id} className="text-sm font-medium">
        {ACCOUNT_STATUS_TEXTS.reasonLabel}
      </label>
      <textarea
        id={id}
        name="reason"
        required
        maxLength={MODERATION_REASON_MAX}
        rows={3}
        className={inputClasses("h-auto min-h-20 resize-y py-2")}
      />
    </div>
  );
}

function SuspendAction({ row, self }: { row: TAdminUserRow; self: boolean }) {
  const name = row.name ?? UNNAMED_USER;
  if (row.suspension) {
    const label = ACCOUNT_STATUS_TEXTS.reactivate;
    return (
      <AdminConfirmAction
        label={label}
        ariaLabel={`${label} ${row.email}`}
        icon={<RotateCcw aria-hidden="true" />}
        fields={{ intent: ADMIN_INTENTS.reactivateUser, userId: row.id }}
        description={`${name} (${row.email}) pourra de nouveau se connecter, et ses annonces réapparaîtront sur le site. Il recevra le motif par e-mail.`}
        confirmLabel={label}
        pendingLabel="Réactivation..."
      >
        <ReasonField id={`reactivation-${row.id}`} />
      </AdminConfirmAction>
    );
  }
  const label = ACCOUNT_STATUS_TEXTS.suspend;
  return (
    <AdminConfirmAction
      label={label}
      ariaLabel={`${label} ${row.email}`}
      icon={<Ban aria-hidden="true" />}
      variant="destructive"
      fields={{ intent: ADMIN_INTENTS.suspendUser, userId: row.id }}
      description={`${name} (${row.email}) sera déconnecté sur-le-champ et ne pourra plus se connecter ; ses annonces disparaîtront de toutes les pages publiques. Il recevra le motif par e-mail.`}
      confirmLabel={label}
      pendingLabel="Suspension..."
      blocked={!self && row.role === "admin" ? ACCOUNT_STATUS_TEXTS.adminBlocked : undefined}
      disabled={self}
      disabledReason={self ? ACCOUNT_STATUS_TEXTS.own : undefined}
    >
      <ReasonField id={`suspension-${row.id}`} />
    </AdminConfirmAction>
  );
}

function VerifyAction({ row }: { row: TAdminUserRow }) {
  const name = row.name ?? UNNAMED_USER;
  const label = row.verified ? ACCOUNT_STATUS_TEXTS.unverify : ACCOUNT_STATUS_TEXTS.verify;
  return (
    <AdminConfirmAction
      label={label}
      ariaLabel={`${label} ${row.email}`}
      icon={row.verified ? <BadgeX aria-hidden="true" /> : <BadgeCheck aria-hidden="true" />}
      fields={{
        intent: row.verified ? ADMIN_INTENTS.unverifyUser : ADMIN_INTENTS.verifyUser,
        userId: row.id,
      }}
      description={
        row.verified
          ? `Le badge 'Vérifié' disparaîtra des annonces et de la page vendeur de ${name} (${row.email}).`
          : `Les annonces et la page vendeur de ${name} (${row.email}) porteront le badge 'Vérifié' : confirmez que l'équipe a contrôlé l'identité de ce professionnel.`
      }
      confirmLabel={label}
      pendingLabel="Mise à jour..."
    />
  );
}

/** The users tab's table, with its search, count and pages. */
export function AdminUsersTable({
  page,
  currentUserId,
}: {
  page: TAdminPage<TAdminUserRow>;
  /** The signed-in administrator: their own row offers no role change, suspension or deletion. */
  currentUserId: string;
}) {
  return (
    <AdminTableFrame
      tab="utilisateurs"
      page={page}
      searchLabel="Rechercher un utilisateur"
      searchPlaceholder="Nom ou email"
      countLabel={(total) => `${total} utilisateur(s)`}
      loadingText="Chargement des utilisateurs..."
      columns={COLUMNS}
      emptyText="Aucun utilisateur inscrit"
      // relative: the disabled buttons' screen-reader reasons (position: absolute) stay inside
      // the scrolling frame instead of widening the page on a phone.
      tableClassName="relative w-full min-w-[72rem]"
    >
      {page.rows.map((row, index) => {
        const self = row.id === currentUserId;
        return (
          <tr key={row.id} className="hover:bg-muted/30">
            <td className={`${adminCell.body} text-muted-foreground`}>
              {adminRowNumber(page, index)}
            </td>
            <th scope="row" className={`${adminCell.body} text-start font-medium`}>
              {row.name ?? <span className="text-muted-foreground italic">{UNNAMED_USER}</span>}
              {self ? <span className="ms-1 text-xs text-muted-foreground">(vous)</span> : null}
            </th>
            <td className={`${adminCell.body} whitespace-nowrap`}>{row.email}</td>
            <td className={adminCell.body}>
              <div className="flex flex-wrap items-center gap-1">
                <Badge variant={row.role === "admin" ? "primary" : "secondary"}>
                  {ROLE_LABELS[row.role]}
                </Badge>
                {row.verified ? (
                  <Badge variant="accent">{ACCOUNT_STATUS_TEXTS.verifiedBadge}</Badge>
                ) : null}
                {row.suspension ? (
                  <Badge variant="outline" title={row.suspension.reason}>
                    {ACCOUNT_STATUS_TEXTS.suspendedBadge}
                  </Badge>
                ) : null}
              </div>
            </td>
            <td className={`${adminCell.body} whitespace-nowrap`}>
              {formatShortDate(row.createdAt)}
            </td>
            <td className={adminCell.body}>
              <div className="flex items-center gap-2">
                <RoleAction row={row} self={self} />
                <VerifyAction row={row} />
                <SuspendAction row={row} self={self} />
                <DeleteAction row={row} self={self} />
              </div>
            </td>
          </tr>
        );
      })}
    </AdminTableFrame>
  );
}
