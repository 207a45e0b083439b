import { msg, plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react";
import { Trans, useLingui as useLinguiMacro } from "@lingui/react/macro";
import { lazy, Suspense, useCallback, useEffect, useId, useRef, useState } from "react";
import { useNavigate, useRouteLoaderData } from "react-router";
import { UnreadBadge } from "~/components/layout/unread-badge";
import { buttonClasses } from "~/components/ui/button";
import { cn } from "~/components/ui/cn";
import { icon } from "~/components/ui/icons";
import { MenuPanel, useMenu } from "~/components/ui/menu";
import { toast } from "~/components/ui/toast";
import {
  COUNT_ONLY_PARAM,
  describeNotification,
  MARK_ALL_READ_INTENT,
  MARK_READ_INTENT,
  newCommentText,
  notificationToastTitle,
  OLDER_THAN_PARAM,
  type TNotification,
  type TNotificationActionResult,
  type TNotificationList,
  type TUnreadSnapshot,
} from "~/features/notifications/notification-view";
import { listingPath } from "~/kernel/kinds";
import { usePageTranslate } from "~/lib/i18n/use-locale-path";
import { useRealtime } from "~/lib/realtime";

/*
 * The notification bell. Loaded with the account controls, so only for a
 * signed-in user. The badge comes server-rendered from the root loader's count; the list is
 * fetched from /actions/notifications when the popover opens; new notifications arrive on the
 * 'notifications' realtime channel while the user is signed in (see useNotifications for how the
 * count stays true).
 *
 * The popover's content loads on first opening, as a chunk of its own: every chunk this file
 * imports is listed in the first-load code that lazy-loads the account controls, on every page
 * and for visitors too, so the bell keeps its imports few (the realtime client is one).
 */

const NotificationPopover = lazy(() => import("./notification-popover"));

const Bell = icon(
  "M10.268 21a2 2 0 0 0 3.464 0|M3.262 15.326A1 1 0 0 0 4 17h16a1 1 0 0 0 .74-1.673C19.41 13.956 18 12.499 18 8A6 6 0 0 0 6 8c0 4.499-1.411 5.956-2.738 7.326",
);

const ENDPOINT = "/actions/notifications";
const UPDATE_FAILED = msg`Impossible de mettre à jour vos notifications. Veuillez réessayer.`;
const LOAD_MORE_FAILED = msg`Impossible de charger les notifications plus anciennes. Veuillez réessayer.`;

function timeOf(notification: TNotification): number {
  const time = Date.parse(notification.createdAt);
  return Number.isNaN(time) ? 0 : time;
}

/** Both lists once each, newest first. */
function merge(first: TNotification[], second: TNotification[]): TNotification[] {
  const byId = new Map<string, TNotification>();
  for (const notification of [...second, ...first]) byId.set(notification.id, notification);
  return [...byId.values()].sort((a, b) => timeOf(b) - timeOf(a));
}

const markedRead = (notification: TNotification) =>
  notification.read ? notification : { ...notification, read: true };

/** Older than any count the database makes. */
const NO_COUNT: TUnreadSnapshot = { unreadCount: 0, unreadAsOf: 0 };

/** Of two counts, the one the database made later (the other may have missed changes). */
function later(known: TUnreadSnapshot, offered: TUnreadSnapshot): TUnreadSnapshot {
  return offered.unreadAsOf >= known.unreadAsOf ? offered : known;
}

/** The latest count of the signed-in user, kept across remounts of the bell. */
let remembered: { userId: string; snapshot: TUnreadSnapshot } | null = null;

/**
 * The unread count, the loaded list (null until the popover first opens) and what changes them.
 *
 * Every count the server gives (the root loader's, the list's, a mark-read answer, a fetch after
 * a live event or whenever the live channel opens) is stamped by the database; the latest stamp
 * is the truth, whatever order the answers arrive in. While a change or a count is on its way
 * the badge shows the optimistic figure, then the truth: once the page is idle the badge equals
 * the unread notifications in the database.
 */
function useNotifications(userId: string) {
  // The root loader's badge (app/root.tsx); typed here so the layout never imports the root.
  const rootData = useRouteLoaderData<{ unreadNotifications?: TUnreadSnapshot }>("root");
  const rootCount = rootData?.unreadNotifications;
  const { i18n } = useLingui();
  const translate = usePageTranslate();
  const truth = useRef<TUnreadSnapshot>(
    later(rootCount ?? NO_COUNT, remembered?.userId === userId ? remembered.snapshot : NO_COUNT),
  );
  const [unread, setUnread] = useState(truth.current.unreadCount);
  const [list, setList] = useState<TNotification[] | null>(null);
  const [hasMore, setHasMore] = useState(false);
  const [loadingMore, setLoadingMore] = useState(false);
  const listLoaded = useRef(false);
  useEffect(() => {
    listLoaded.current = list !== null;
  }, [list]);

  /** Requests whose answer may change the count: the badge shows the truth once none is left. */
  const busy = useRef(0);
  const settle = useCallback(() => {
    if (busy.current === 0) setUnread(truth.current.unreadCount);
  }, []);
  const offer = useCallback(
    ({ unreadCount, unreadAsOf }: TUnreadSnapshot) => {
      truth.current = later(truth.current, { unreadCount, unreadAsOf });
      remembered = { userId, snapshot: truth.current };
      settle();
    },
    [userId, settle],
  );
  const whileBusy = useCallback(
    async (work: () => Promise<void>) => {
      busy.current++;
      try {
        await work();
      } finally {
        busy.current--;
        settle();
      }
    },
    [settle],
  );

  // The root loader runs again after any form submission: its count competes like the others.
  useEffect(() => {
    if (rootCount) offer(rootCount);
  }, [rootCount, offer]);

  const request = useRef(0);
  const loading = useRef(false);
  // Heard while a load was on its way: the answer may or may not include them.
  const heardDuringLoad = useRef<TNotification[]>([]);
  const heardIds = useRef(new Set<string>());
  // Marked read while a load was on its way: its answer may predate the mark, and would put
  // 'Non lue' back on what the user has just read.
  const readDuringLoad = useRef<{ all: boolean; ids: Set<string> }>({ all: false, ids: new Set() });

  const load = useCallback(
    () =>
      whileBusy(async () => {
        const current = ++request.current;
        loading.current = true;
        heardDuringLoad.current = [];
        readDuringLoad.current = { all: false, ids: new Set() };
        try {
          const response = await fetch(ENDPOINT, { headers: { Accept: "application/json" } });
          if (!response.ok) throw new Error(`HTTP ${response.status}`);
          const body = (await response.json()) as TNotificationList;
          offer(body);
          if (current !== request.current) return;
          const answered = new Set(body.notifications.map((notification) => notification.id));
          const extra = heardDuringLoad.current.filter((heard) => !answered.has(heard.id));
          const read = readDuringLoad.current;
          const answer = body.notifications.map((notification) =>
            read.all || read.ids.has(notification.id) ? markedRead(notification) : notification,
          );
          setList(merge(answer, extra));
          setHasMore(body.hasMore);
        } catch (error) {
          // A failed fetch is only logged; the popover then says there is nothing to show.
          console.warn("Notifications : chargement impossible", error);
          if (current === request.current) setList((previous) => previous ?? []);
        } finally {
          if (current === request.current) loading.current = false;
        }
      }),
    [whileBusy, offer],
  );

  /** The count alone; calls made while one is on its way are answered by one more after it. */
  const counting = useRef({ running: false, again: false });
  const refreshCount = useCallback(() => {
    const state = counting.current;
    if (state.running) {
      state.again = true;
      return;
    }
    state.running = true;
    void whileBusy(async () => {
      try {
        do {
          state.again = false;
          try {
            const response = await fetch(`${ENDPOINT}?${COUNT_ONLY_PARAM}`, {
              headers: { Accept: "application/json" },
            });
            if (!response.ok) throw new Error(`HTTP ${response.status}`);
            offer((await response.json()) as TUnreadSnapshot);
          } catch (error) {
            console.warn("Notifications : comptage impossible", error);
          }
        } while (state.again);
      } finally {
        state.running = false;
      }
    });
  }, [whileBusy, offer]);

  /** The page of notifications older than the oldest one shown. */
  const loadMore = useCallback(
    async (oldest: TNotification) => {
      setLoadingMore(true);
      try {
        const query = new URLSearchParams({ [OLDER_THAN_PARAM]: oldest.id });
        const response = await fetch(`${ENDPOINT}?${query}`, {
          headers: { Accept: "application/json" },
        });
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        const body = (await response.json()) as TNotificationList;
        setList((previous) => merge(previous ?? [], body.notifications));
        setHasMore(body.hasMore);
      } catch (error) {
        console.warn("Notifications : chargement impossible", error);
        void toast.error(i18n._(LOAD_MORE_FAILED));
      } finally {
        setLoadingMore(false);
      }
    },
    [i18n],
  );

  const hear = useCallback(
    (notification: TNotification) => {
      if (heardIds.current.has(notification.id)) return;
      heardIds.current.add(notification.id);
      if (loading.current) heardDuringLoad.current.push(notification);
      setList((previous) => previous && merge(previous, [notification]));
      // Shown at once; the count that follows says whether it was already counted.
      if (!notification.read) setUnread((count) => count + 1);
      refreshCount();
      void toast.info(notificationToastTitle(notification, translate), {
        description: newCommentText(notification, translate),
      });
    },
    [refreshCount, translate],
  );

  // For as long as the user is signed in (the bell is mounted). Whenever the channel opens
  // (first time, reconnection, a page that follows other channels too), what happened while it
  // was closed comes as a count; after lost events the loaded list is reloaded too.
  useRealtime(["notifications"], (event) => hear(event.data), {
    onOpen: refreshCount,
    onResync: () => {
      if (listLoaded.current) void load();
      else refreshCount();
    },
  });

  /** Sends a change; the server's count replaces the optimistic one, a refusal reloads. */
  const send = useCallback(
    (fields: Record<string, string>) =>
      whileBusy(async () => {
        try {
          const response = await fetch(ENDPOINT, {
            method: "POST",
            body: new URLSearchParams(fields),
            headers: { Accept: "application/json" },
          });
          const result = (await response.json()) as TNotificationActionResult;
          if (result.ok) {
            offer(result);
            return;
          }
          void toast.error(result.message);
        } catch {
          void toast.error(i18n._(UPDATE_FAILED));
        }
        void load();
      }),
    [whileBusy, offer, load, i18n],
  );

  /** Resolves once the server has answered, so that a navigation can wait for it. */
  const markRead = async (notification: TNotification) => {
    if (notification.read) return;
    if (loading.current) readDuringLoad.current.ids.add(notification.id);
    setList(
      (previous) =>
        previous?.map((known) => (known.id === notification.id ? markedRead(known) : known)) ??
        null,
    );
    setUnread((count) => Math.max(0, count - 1));
    await send({ intent: MARK_READ_INTENT, id: notification.id });
  };

  const markAllRead = () => {
    if (unread === 0) return;
    if (loading.current) readDuringLoad.current.all = true;
    setList((previous) => previous?.map(markedRead) ?? null);
    setUnread(0);
    void send({ intent: MARK_ALL_READ_INTENT });
  };

  return { unread, list, hasMore, loadingMore, load, loadMore, markRead, markAllRead };
}

const loadingNotice = (
  <p role="status" className="px-3 py-6 text-center text-sm text-muted-foreground">
    <Trans>Chargement...</Trans>
  </p>
);

/** The header's bell: unread badge, and the popover of the newest notifications. */
export function NotificationBell({ userId }: { userId: string }) {
  const menu = useMenu();
  const { unread, list, hasMore, loadingMore, load, loadMore, markRead, markAllRead } =
    useNotifications(userId);
  const navigate = useNavigate();
  const { t } = useLinguiMacro();
  const translate = usePageTranslate();
  const descriptionId = useId();
  const [opened, setOpened] = useState(false);
  if (menu.open && !opened) setOpened(true);

  // Each opening shows the server's list (another tab may have read some since).
  useEffect(() => {
    if (menu.open) void load();
  }, [menu.open, load]);

  // Marked read before the page changes: the next page never shows it unread.
  const openNotification = async (notification: TNotification) => {
    await markRead(notification);
    if (notification.listing) {
      void navigate(listingPath(notification.listing.kind, notification.listing.id));
    } else if (notification.serviceId) {
      void navigate(listingPath("service", notification.serviceId));
    }
  };

  return (
    <div className="relative">
      <button
        type="button"
        {...menu.triggerProps}
        aria-label={t`Notifications`}
        aria-describedby={unread > 0 ? descriptionId : undefined}
        className={buttonClasses({ variant: "ghost", size: "icon", className: "relative" })}
      >
        <Bell aria-hidden="true" />
        <UnreadBadge count={unread} kind="notification" />
      </button>
      <span id={descriptionId} hidden>
        {/* `{unread}`, not `#`: the count as it is (Western digits, no thousands separator). */}
        {t`${plural(unread, {
          0: `${unread} notifications non lues`,
          one: `${unread} notification non lue`,
          other: `${unread} notifications non lues`,
        })}`}
      </span>
      <MenuPanel
        menu={menu}
        className={cn(
          "w-96 p-0",
          // Under 640 px the bell is not at the edge of the screen: the panel spans the width.
          "max-sm:fixed max-sm:inset-x-2 max-sm:top-16 max-sm:mt-0 max-sm:w-auto",
        )}
      >
        {opened && (
          <Suspense fallback={loadingNotice}>
            <NotificationPopover
              notifications={list}
              unread={unread}
              wordsOf={(notification) => describeNotification(notification, translate)}
              loadingNotice={loadingNotice}
              onOpen={openNotification}
              onMarkAllRead={markAllRead}
              hasMore={hasMore}
              loadingMore={loadingMore}
              onLoadMore={loadMore}
            />
          </Suspense>
        )}
      </MenuPanel>
    </div>
  );
}
