import { Trans, useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { Form, Link } from "react-router";
import { Badge } from "~/components/ui/badge";
import { cn } from "~/components/ui/cn";
import {
  MENU_ITEM_CLASS,
  MenuLabel,
  MenuPanel,
  MenuSeparator,
  useMenu,
} from "~/components/ui/menu";
import { NotificationBell } from "~/features/notifications/components/notification-bell";
import type { TSessionUser } from "~/kernel/actor";
import { isAdmin } from "~/kernel/policy";
import { useLocalePath } from "~/lib/i18n/use-locale-path";
import { MessagesLink } from "./messages-link";
import { UserAvatar } from "./user-avatar";

export function AdminBadge({ className }: { className?: string }) {
  return (
    <Badge variant="accent" className={className}>
      <Trans>Admin</Trans>
    </Badge>
  );
}

/** An entry of the menu: a page of the person's, in the page's language when it has one. */
function MenuLink({ to, children }: { to: string; children: ReactNode }) {
  const localePath = useLocalePath();
  return (
    <Link to={localePath(to)} role="menuitem" tabIndex={-1} className={MENU_ITEM_CLASS}>
      {children}
    </Link>
  );
}

/** The signed-in user's menu: profile, listings, favourites, administration, sign-out. */
export function ProfileMenu({ user }: { user: TSessionUser }) {
  const menu = useMenu();
  const admin = isAdmin(user);
  const fullName = [user.firstName, user.lastName].filter(Boolean).join(" ");
  const { t } = useLingui();
  return (
    <div className="relative">
      <button
        type="button"
        {...menu.triggerProps}
        aria-label={t`Mon compte`}
        className="flex items-center rounded-full outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background"
      >
        <UserAvatar user={user} />
      </button>
      <MenuPanel menu={menu} className="w-64">
        <MenuLabel>
          <span className="flex items-center justify-between gap-2">
            <span className="truncate font-semibold">{fullName || t`Mon compte`}</span>
            {admin && <AdminBadge />}
          </span>
          <span className="block truncate text-xs text-muted-foreground">{user.email}</span>
        </MenuLabel>
        <MenuSeparator />
        <MenuLink to="/profil">
          <Trans>Mon Profil</Trans>
        </MenuLink>
        <MenuLink to="/mes-annonces">
          <Trans>Mes Annonces</Trans>
        </MenuLink>
        <MenuLink to="/messages">
          <Trans>Messages</Trans>
        </MenuLink>
        <MenuLink to="/mes-favoris">
          <Trans>Mes Favoris</Trans>
        </MenuLink>
        <MenuLink to="/mes-alertes">
          <Trans>Mes Alertes</Trans>
        </MenuLink>
        {admin && (
          <MenuLink to="/admin">
            <Trans>Administration</Trans>
          </MenuLink>
        )}
        <MenuSeparator />
        <Form method="post" action="/auth/logout">
          <button
            type="submit"
            role="menuitem"
            tabIndex={-1}
            className={cn(MENU_ITEM_CLASS, "text-destructive")}
          >
            <Trans>Se déconnecter</Trans>
          </button>
        </Form>
      </MenuPanel>
    </div>
  );
}

/**
 * The header's controls for a signed-in user: 'Messages' (issue 22), the
 * notification bell, the 'Admin' badge on wide screens, then the menu. Default export so the header loads this code, the bell's
 * included, only for a signed-in user.
 */
export default function AccountControls({ user }: { user: TSessionUser }) {
  return (
    <>
      <MessagesLink key={`messages:${user.id}`} />
      {/* A new account gets a new bell: no count or list carries over. */}
      <NotificationBell key={user.id} userId={user.id} />
      {isAdmin(user) && (
        // Wide screens only: below that the badge is inside the profile menu.
        <span className="hidden xl:block">
          <AdminBadge />
        </span>
      )}
      <ProfileMenu user={user} />
    </>
  );
}
