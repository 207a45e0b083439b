import { randomBytes, randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { pathWithoutLocale } from "~/lib/i18n/locale";
import { EVENTS_CHANNEL } from "~/lib/realtime-channels";
import { readCookieKinds, readThemeCookie, THEME_COOKIE } from "~/lib/theme-cookie";
import { getSessionUser } from "~/server/auth.server";
import { getDb } from "~/server/db/client.server";
import { logger } from "~/server/logger.server";
import { metrics } from "~/server/metrics/metrics.server";
import { getRelay } from "~/server/realtime/relay.server";
import { currentRequestId } from "~/server/request-id.server";
import { PRIVATE_CACHE_CONTROL } from "./private-responses.server";
import { unreadCounts } from "./unread-counts.server";

/*
 * A short-lived cache of the public pages as an anonymous visitor sees them
 * (docs/decisions/0017). Every response still carries its own CSP nonce: a page is rendered with
 * a random nonce that never leaves the server, and each response gets that value replaced by the
 * request's nonce. Any successful write, in any process, empties every process's cache.
 *
 * A signed-in person whose browser runs the pages' script gets the same document, marked
 * `data-viewer="pending"` and private: their own parts (menu, counts, hearts) stay hidden until
 * the page, once hydrated, has read them (docs/decisions/0040).
 *
 * The pages that are a person's by nature (their listings, their favourites) are kept too, each
 * for that person only, under the id their session names, and emptied by the same writes and
 * time (docs/decisions/0044).
 */

/** How long a page may be served without a write anywhere; bounds what a write outside HTTP (SQL, CLI) leaves stale. */
export const PAGE_CACHE_TTL_MS = 10_000;
const MAX_ENTRIES = 300;
const MAX_BODY_CHARS = 1_000_000;

/**
 * Pages everyone sees the same way when signed out: the home page, lists, details, sellers,
 * location pages.
 */
const CACHEABLE_PATH =
  /^\/(?:_root\.data|(?:proprietes|services|boutiques)(?:\/[^/]+)?(?:\.data)?|utilisateur\/[^/]+\/annonces(?:\.data)?|immobilier(?:\/[^/.]+){0,2}(?:\.data)?)?$/;

/**
 * The visitor's page a signed-in person may get, their parts read after hydration: documents of
 * the home page, the lists and the location pages, where only the header and the hearts are
 * theirs. Detail and seller pages are rendered for the person: what they may do and see there
 * (contact, the owner's actions and listings, renewal, status, report) is most of their body.
 */
const PERSONALISED_AFTER_HYDRATION =
  /^\/(?:proprietes|services|boutiques|immobilier(?:\/[^/.]+){0,2})?$/;

/**
 * Pages that are one person's by nature, the same for them until something is written: kept for
 * that person alone.
 */
const KEPT_FOR_THEIR_PERSON = /^\/(?:mes-annonces|mes-favoris)(?:\.data)?$/;

/** The publish channel whose `resync` means "what pages show may have changed". */
export const PAGES_CHANNEL = "pages";

type TEntry = {
  status: number;
  headers: [string, string][];
  body: string;
  /** The nonce the body was rendered with, replaced in every response. */
  renderNonce: string;
  /** Likewise the request id it was rendered with (the error tracking script names it). */
  renderRequestId: string;
  storedAt: number;
  /** What must not have changed since for a person's own page to be served again. */
  version: string;
};

/** A rendering, and whether others may be served from it (only what the cache keeps). */
type TRendered = { entry: TEntry; stored: boolean };

/**
 * Whom a kept page answers: visitors, a signed-in person before their parts are read (`forViewer`),
 * or the one person whose page it is (`private`).
 */
type TKeptPage = { key: string; forViewer: boolean; private: boolean; version: string };

/**
 * Renders with that nonce, that request id in place of the request's (the cache's), and that
 * request in place of the one received (a signed-in person's, rendered as a visitor's).
 */
type TRender = (nonce: string, requestId?: string, request?: Request) => Promise<Response>;

/** A public page kept for visitors and served to signed-in people before their parts are read. */
type TCachedPage = Pick<TKeptPage, "key" | "forViewer">;

export type TPageCacheOptions = {
  ttlMs?: number;
  now?: () => number;
};

/** The cached page a request may be answered with, or null when it must be rendered for it. */
export function cachedPageOf(request: Request): TCachedPage | null {
  if (request.method !== "GET") return null;
  const url = new URL(request.url);
  // A page in Arabic is kept as its French one is, under its own address (decision 0046).
  const page = pathWithoutLocale(url.pathname);
  if (!CACHEABLE_PATH.test(page)) return null;
  const cookieHeader = request.headers.get("cookie") ?? "";
  const cookies = readCookieKinds(cookieHeader);
  if (cookies.other) return null;
  const key = `${readThemeCookie(cookieHeader)} ${url.pathname}${url.search}`;
  if (!cookies.session) return { key, forViewer: false };
  // Without the page's script the person's parts would never be read: their page is rendered.
  // Data requests (client navigations) carry the person's own data.
  if (cookies.script && PERSONALISED_AFTER_HYDRATION.test(page)) {
    return { key, forViewer: true };
  }
  return null;
}

/** The cache key of a request an anonymous visitor made for a public page, or null. */
export function anonymousPageKey(request: Request): string | null {
  const page = cachedPageOf(request);
  return page && !page.forViewer ? page.key : null;
}

/**
 * The page kept for the person this request's session names, or null. Who they are is read from
 * the session (the page's loaders then reuse that read), never taken from the request's word.
 * Its header's badges move without a write through HTTP (a conversation read, a job's
 * notification): their counts are the page's version, read again for every request.
 */
export async function personalPageOf(request: Request): Promise<TKeptPage | null> {
  if (request.method !== "GET") return null;
  const url = new URL(request.url);
  if (!KEPT_FOR_THEIR_PERSON.test(url.pathname)) return null;
  const cookieHeader = request.headers.get("cookie") ?? "";
  const cookies = readCookieKinds(cookieHeader);
  if (!cookies.session || cookies.other) return null;
  const user = await getSessionUser(request);
  if (!user) return null;
  const key = `person:${user.id} ${readThemeCookie(cookieHeader)} ${url.pathname}${url.search}`;
  const { unreadNotifications, unreadConversations } = await unreadCounts(user);
  const version = `${unreadNotifications.unreadCount} ${unreadConversations}`;
  return { key, forViewer: false, private: true, version };
}

async function keptPageOf(request: Request): Promise<TKeptPage | null> {
  const page = cachedPageOf(request);
  return page ? { ...page, private: false, version: "" } : personalPageOf(request);
}

/** The same request as a visitor makes it: the theme is the only cookie it keeps. */
function asVisitor(request: Request): Request {
  const headers = new Headers(request.headers);
  const theme = readThemeCookie(request.headers.get("cookie"));
  headers.delete("cookie");
  if (theme !== "system") headers.set("cookie", `${THEME_COOKIE}=${theme}`);
  return new Request(request.url, { method: "GET", headers, signal: request.signal });
}

function newNonce() {
  return randomBytes(16).toString("base64");
}

export class PageCache {
  private readonly entries = new Map<string, TEntry>();
  private readonly rendering = new Map<string, Promise<TRendered>>();
  private generation = 0;
  private listening = false;
  private readonly ttlMs: number;
  private readonly now: () => number;

  constructor(options: TPageCacheOptions = {}) {
    this.ttlMs = options.ttlMs ?? PAGE_CACHE_TTL_MS;
    this.now = options.now ?? Date.now;
  }

  /**
   * Serves nothing from memory until this process hears about writes made by the others
   * (`listen`); a lost LISTEN connection empties the cache when it comes back.
   */
  setListening(listening: boolean) {
    this.listening = listening;
    this.changed();
  }

  /** Something pages show may have changed: forget everything rendered before now. */
  changed() {
    this.generation += 1;
    this.entries.clear();
    this.rendering.clear();
  }

  /** The response to `request`, from the cache when it asks for a public page as kept there. */
  async respond(request: Request, nonce: string, render: TRender): Promise<Response> {
    const page = this.listening ? await keptPageOf(request) : null;
    if (!page) return render(nonce);
    const { key, forViewer } = page;
    const renderKept: TRender = forViewer
      ? (renderNonce, requestId) => render(renderNonce, requestId, asVisitor(request))
      : render;

    const entry = this.entries.get(key);
    if (entry && this.now() - entry.storedAt < this.ttlMs && entry.version === page.version) {
      return this.serve(entry, nonce, "HIT", forViewer);
    }

    // Visitors asking for the same page while it renders wait for that one rendering.
    const pending = this.rendering.get(key);
    if (pending) {
      const shared = await pending.catch(() => undefined);
      if (shared?.stored && shared.entry.version === page.version) {
        return this.serve(shared.entry, nonce, "HIT", forViewer);
      }
      return render(nonce);
    }
    const rendering = this.renderEntry(page, renderKept);
    this.rendering.set(key, rendering);
    const forget = () => {
      if (this.rendering.get(key) === rendering) this.rendering.delete(key);
    };
    rendering.then(forget, forget);
    const rendered = await rendering;
    // What a visitor is not shown (a listing gone, an error) may be the person's to see.
    if (forViewer && !rendered.stored) return render(nonce);
    return this.serve(rendered.entry, nonce, "MISS", forViewer);
  }

  private async renderEntry(page: TKeptPage, render: TRender): Promise<TRendered> {
    const generation = this.generation;
    const renderNonce = newNonce();
    const renderRequestId = randomUUID();
    const response = await render(renderNonce, renderRequestId);
    const body = await response.text();
    const entry: TEntry = {
      status: response.status,
      headers: [...response.headers],
      body,
      renderNonce,
      renderRequestId,
      storedAt: this.now(),
      version: page.version,
    };
    const stored =
      response.status === 200 &&
      !response.headers.has("set-cookie") &&
      // A page that says it is someone's (private-responses.server.ts) is never served to others:
      // only its person's own page is kept, under their id.
      (page.private ||
        !/\b(?:private|no-store)\b/i.test(response.headers.get("cache-control") ?? "")) &&
      body.length <= MAX_BODY_CHARS &&
      // A write landed while this page was rendering: it may show the state before it.
      generation === this.generation;
    if (stored) {
      if (this.entries.size >= MAX_ENTRIES) {
        const oldest = this.entries.keys().next().value;
        if (oldest !== undefined) this.entries.delete(oldest);
      }
      this.entries.set(page.key, entry);
    }
    return { entry, stored };
  }

  private serve(entry: TEntry, nonce: string, outcome: "HIT" | "MISS", forViewer: boolean) {
    metrics().pageCache.inc({ result: outcome === "HIT" ? "hit" : "miss" });
    const headers = new Headers(entry.headers);
    headers.set("X-Cache", outcome);
    let body = entry.body
      .replaceAll(entry.renderNonce, nonce)
      .replaceAll(entry.renderRequestId, currentRequestId() ?? "");
    if (forViewer) {
      // The person's parts are hidden until read (app.css); the page is theirs once they are.
      body = body.replace("<html", '<html data-viewer="pending"');
      headers.set("Cache-Control", PRIVATE_CACHE_CONTROL);
    }
    return new Response(body, {
      status: entry.status,
      headers,
    });
  }
}

const WRITE_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/** Whether a finished request may have changed what pages show. */
export function isSuccessfulWrite(method: string, status: number) {
  return WRITE_METHODS.has(method) && status < 400;
}

/** Tells every process (this one included) that pages may have changed. */
export async function announcePageChange(): Promise<void> {
  const db = await getDb();
  await db.execute(
    sql`select pg_notify(${EVENTS_CHANNEL}, ${JSON.stringify({ channel: PAGES_CHANNEL, resync: true })})`,
  );
}

/** Follows the writes of every process through the realtime relay (PostgreSQL LISTEN/NOTIFY). */
export async function listenForPageChanges(cache: PageCache): Promise<void> {
  try {
    const relay = await getRelay();
    relay.subscribe([PAGES_CHANNEL], {
      deliver: () => cache.changed(),
      resync: () => cache.changed(),
      close: () => cache.setListening(false),
    });
    cache.setListening(true);
  } catch (error) {
    logger.warn({ err: error }, "cache des pages : écoute impossible, cache désactivé");
  }
}
