import { plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { useCallback, useEffect, useId, useRef, useState } from "react";
import { Link, useRouteLoaderData } from "react-router";
import { buttonClasses } from "~/components/ui/button";
import { icon } from "~/components/ui/icons";
import { useLocalePath } from "~/lib/i18n/use-locale-path";
import { useRealtime } from "~/lib/realtime";
import { UnreadBadge } from "./unread-badge";

/*
 * The header's 'Messages' link (issue 22), beside the bell and loaded with it (signed-in users
 * only): its badge counts the conversations with unread messages, from the root loader, then
 * from /actions/messages whenever the 'messages' channel says something changed. The page's one
 * event stream carries it with the bell's channel (app/lib/realtime.ts).
 */

const MessageCircle = icon("M7.9 20A9 9 0 1 0 4 16.1L2 22Z");

const ENDPOINT = "/actions/messages";

export function MessagesLink() {
  const rootData = useRouteLoaderData<{ unreadConversations?: number }>("root");
  const rootCount = rootData?.unreadConversations ?? 0;
  const [unread, setUnread] = useState(rootCount);
  const descriptionId = useId();
  const { t } = useLingui();
  const localePath = useLocalePath();
  useEffect(() => setUnread(rootCount), [rootCount]);

  // One count at a time; events heard meanwhile ask for one more after it.
  const counting = useRef({ running: false, again: false });
  const refresh = useCallback(async () => {
    const state = counting.current;
    if (state.running) {
      state.again = true;
      return;
    }
    state.running = true;
    try {
      do {
        state.again = false;
        try {
          const response = await fetch(ENDPOINT, { headers: { Accept: "application/json" } });
          if (!response.ok) throw new Error(`HTTP ${response.status}`);
          const body = (await response.json()) as { count: number };
          setUnread(body.count);
        } catch (error) {
          console.warn("Messages : comptage impossible", error);
        }
      } while (state.again);
    } finally {
      state.running = false;
    }
  }, []);

  useRealtime(
    ["messages"],
    (event) => {
      // One's own messages change no count of one's own.
      if (event.data.type === "message" && event.data.message.mine) return;
      void refresh();
    },
    { onOpen: () => void refresh(), onResync: () => void refresh() },
  );

  return (
    <Link
      to={localePath("/messages")}
      aria-label={t`Messages`}
      aria-describedby={unread > 0 ? descriptionId : undefined}
      className={buttonClasses({ variant: "ghost", size: "icon", className: "relative" })}
    >
      <MessageCircle aria-hidden="true" />
      <UnreadBadge count={unread} kind="messages" />
      <span id={descriptionId} hidden>
        {/* `{unread}`, not `#`: the count as it is (Western digits, no thousands separator). */}
        {t`${plural(unread, {
          0: `${unread} conversations avec des messages non lus`,
          one: `${unread} conversation avec des messages non lus`,
          other: `${unread} conversations avec des messages non lus`,
        })}`}
      </span>
    </Link>
  );
}
