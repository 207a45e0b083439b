import { useLingui } from "@lingui/react";
import { Trans } from "@lingui/react/macro";
import { type ReactNode, useEffect, useRef } from "react";
import { UserAvatar } from "~/components/layout/user-avatar";
import { cn } from "~/components/ui/cn";
import { icon } from "~/components/ui/icons";
import { MENU_ITEM_CLASS } from "~/components/ui/menu";
import type {
  TDescribeNotification,
  TNotification,
} from "~/features/notifications/notification-view";
import { formatShortDate } from "~/lib/dates";
import type { TLocale } from "~/lib/i18n/locale";

const CheckCheck = icon("M18 6 7 17l-5-5|m22 10-7.5 7.5L13 16");

const NO_SENDER = { firstName: null, lastName: null, avatarUrl: null };

function NotificationEntry({
  notification,
  wordsOf,
  onOpen,
}: {
  notification: TNotification;
  wordsOf: TDescribeNotification;
  onOpen: (notification: TNotification) => void;
}) {
  const unread = !notification.read;
  const { sender, action } = wordsOf(notification);
  const { i18n } = useLingui();
  return (
    <button
      type="button"
      role="menuitem"
      tabIndex={-1}
      onClick={() => onOpen(notification)}
      className={cn(MENU_ITEM_CLASS, "py-2.5", unread && "bg-primary/5")}
    >
      <UserAvatar user={notification.sender ?? NO_SENDER} />
      <span className="min-w-0 flex-1">
        <span
          className={cn("block break-words", unread ? "text-foreground" : "text-muted-foreground")}
        >
          <span className="font-semibold text-foreground">{sender}</span> {action}
        </span>
        <time dateTime={notification.createdAt} className="block text-xs text-muted-foreground">
          {formatShortDate(notification.createdAt, i18n.locale as TLocale)}
        </time>
      </span>
      {unread && (
        <>
          <span aria-hidden="true" className="size-2.5 shrink-0 rounded-full bg-primary" />
          <span className="sr-only">
            <Trans>Non lue</Trans>
          </span>
        </>
      )}
    </button>
  );
}

/**
 * The popover's content: 'Tout marquer comme lu', then the notifications newest
 * first in a list of at most 400 px that scrolls, or a loading or empty state. Default export:
 * the bell loads it when first opened.
 */
export default function NotificationPopover({
  notifications,
  unread,
  wordsOf,
  loadingNotice,
  onOpen,
  onMarkAllRead,
  hasMore,
  loadingMore,
  onLoadMore,
}: {
  /** Null while the first load is on its way. */
  notifications: TNotification[] | null;
  unread: number;
  /**
   * describeNotification, passed by the bell: imported here, it would make this chunk import the
   * bell's, which costs the first-load code a few bytes on every page.
   */
  wordsOf: TDescribeNotification;
  loadingNotice: ReactNode;
  onOpen: (notification: TNotification) => void;
  onMarkAllRead: () => void;
  /** Older notifications remain on the server: a button at the end of the list loads them. */
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: (oldest: TNotification) => void;
}) {
  const root = useRef<HTMLDivElement>(null);
  const loaded = notifications !== null;

  // The menu focuses its first entry when it opens, which may be before this code or the list
  // has arrived: once they have, the keyboard starts from the first entry as well.
  useEffect(() => {
    const menu = root.current?.closest<HTMLElement>('[role="menu"]');
    if (!loaded || !menu || menu.hidden || menu.contains(document.activeElement)) return;
    menu.querySelector<HTMLElement>('[role="menuitem"]:not([aria-disabled="true"])')?.focus();
  }, [loaded]);

  return (
    <div ref={root} role="none">
      <div className="flex items-center justify-between gap-2 border-b border-border px-3 py-2">
        <span className="font-semibold">
          <Trans>Notifications</Trans>
        </span>
        <button
          type="button"
          role="menuitem"
          tabIndex={-1}
          aria-disabled={unread === 0}
          onClick={(event) => {
            // The menu closes on a chosen entry; this one keeps it open to show the result.
            event.stopPropagation();
            onMarkAllRead();
          }}
          className="inline-flex items-center gap-1.5 rounded-md px-2 py-1 text-sm font-medium text-primary outline-none hover:bg-muted focus:bg-muted aria-disabled:cursor-default aria-disabled:opacity-50 aria-disabled:hover:bg-transparent [&_svg]:size-4"
        >
          <CheckCheck />
          <Trans>Tout marquer comme lu</Trans>
        </button>
      </div>
      <div className="max-h-[400px] overflow-y-auto overscroll-contain p-1">
        {notifications === null ? (
          loadingNotice
        ) : notifications.length === 0 ? (
          <p className="px-3 py-6 text-center text-sm text-muted-foreground">
            <Trans>Aucune notification à afficher</Trans>
          </p>
        ) : (
          <>
            {notifications.map((notification) => (
              <NotificationEntry
                key={notification.id}
                notification={notification}
                wordsOf={wordsOf}
                onOpen={onOpen}
              />
            ))}
            {hasMore && (
              <button
                type="button"
                role="menuitem"
                tabIndex={-1}
                aria-disabled={loadingMore}
                aria-busy={loadingMore}
                onClick={(event) => {
                  // Like 'Tout marquer comme lu': the menu stays open to show what came.
                  event.stopPropagation();
                  const oldest = notifications.at(-1);
                  if (!loadingMore && oldest) onLoadMore(oldest);
                }}
                className={cn(MENU_ITEM_CLASS, "justify-center font-medium text-primary")}
              >
                {loadingMore ? (
                  <Trans>Chargement...</Trans>
                ) : (
                  <Trans>Afficher les notifications plus anciennes</Trans>
                )}
              </button>
            )}
          </>
        )}
      </div>
    </div>
  );
}
