import { unreadBadgeText } from "~/features/notifications/notification-view";

/**
 * The red count on a header icon (the bell, 'Messages'); hidden from screen readers, which read
 * the icon's description instead. `kind` names it for tests and styles.
 */
export function UnreadBadge({ count, kind }: { count: number; kind: "notification" | "messages" }) {
  if (count <= 0) return null;
  return (
    <span
      {...{ [`data-${kind}-badge`]: "" }}
      aria-hidden="true"
      className="absolute top-0.5 end-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-destructive px-1 text-[0.6875rem] font-semibold leading-none text-destructive-foreground ring-2 ring-background"
    >
      {unreadBadgeText(count)}
    </span>
  );
}
