import { ShieldCheck, ShieldMinus, Trash2 } from "lucide-react";
import { Badge } from "~/components/ui/badge";
import { formatShortDate } from "~/lib/dates";
import { ADMIN_INTENTS } from "../admin-intents";
import type { TAdminPage } from "../admin-query";
import {
  ADMIN_ACCOUNT_BLOCKED_MESSAGE,
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

/** The users tab's table (001 §2 Admin), with its search, count and pages. */
export function AdminUsersTable({
  page,
  currentUserId,
}: {
  page: TAdminPage<TAdminUserRow>;
  /** The signed-in administrator: their own row offers neither role change nor deletion. */
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
      tableClassName="relative w-full min-w-[52rem]"
    >
      {page.rows.map((row, index) => {
        const self = row.id === currentUserId;
        return (
          <tr key={row.id} className="hover:bg-muted/30">
            <td className={`${adminCell.body} text-muted-foreground`}>
              {adminRowNumber(page, index)}
            </td>
            <th scope="row" className={`${adminCell.body} text-left font-medium`}>
              {row.name ?? <span className="text-muted-foreground italic">{UNNAMED_USER}</span>}
              {self ? <span className="ml-1 text-xs text-muted-foreground">(vous)</span> : null}
            </th>
            <td className={`${adminCell.body} whitespace-nowrap`}>{row.email}</td>
            <td className={adminCell.body}>
              <Badge variant={row.role === "admin" ? "primary" : "secondary"}>
                {ROLE_LABELS[row.role]}
              </Badge>
            </td>
            <td className={`${adminCell.body} whitespace-nowrap`}>
              {formatShortDate(row.createdAt)}
            </td>
            <td className={adminCell.body}>
              <div className="flex items-center gap-2">
                <RoleAction row={row} self={self} />
                <DeleteAction row={row} self={self} />
              </div>
            </td>
          </tr>
        );
      })}
    </AdminTableFrame>
  );
}
