import { Link, useNavigation } from "react-router";
import { cn } from "~/components/ui/cn";
import { LoaderCircle, TriangleAlert } from "~/components/ui/icons";
import { ADMIN_TAB_PARAM, ADMIN_TABS, parseAdminTab, type TAdminTab } from "../admin-query";

/** Each tab's name, loading text and the noun of its error text. */
export const ADMIN_TAB_TEXTS: Record<TAdminTab, { label: string; loading: string; of: string }> = {
  apercu: { label: "Aperçu", loading: "Chargement de l'aperçu...", of: "de l'aperçu" },
  utilisateurs: {
    label: "Utilisateurs",
    loading: "Chargement des utilisateurs...",
    of: "des utilisateurs",
  },
  proprietes: {
    label: "Propriétés",
    loading: "Chargement des propriétés...",
    of: "des propriétés",
  },
  services: { label: "Services", loading: "Chargement des services...", of: "des services" },
  boutiques: { label: "Boutiques", loading: "Chargement des boutiques...", of: "des boutiques" },
  signalements: {
    label: "Signalements",
    loading: "Chargement des signalements...",
    of: "des signalements",
  },
  messages: { label: "Messages", loading: "Chargement des messages...", of: "des messages" },
  journal: { label: "Journal", loading: "Chargement du journal...", of: "du journal" },
};

export const adminTabId = (tab: TAdminTab) => `onglet-${tab}`;
export const ADMIN_TAB_PANEL_ID = "panneau-onglet";

/**
 * The tabs are links (each tab has its own address, and works without JavaScript): a
 * navigation landmark whose current link carries aria-current, rather than an ARIA tablist,
 * whose keyboard model is for panels that switch in place.
 */
export function AdminPanelTabs({ current }: { current: TAdminTab }) {
  return (
    // The tabs wrap rather than scroll: on a phone a row cut at the screen's edge hid half of them.
    <nav aria-label="Sections du panneau d'administration">
      <ul className="flex flex-wrap gap-1 rounded-lg bg-muted p-1">
        {ADMIN_TABS.map((tab) => {
          const selected = tab === current;
          return (
            <li key={tab}>
              <Link
                id={adminTabId(tab)}
                to={tab === ADMIN_TABS[0] ? "/admin" : `/admin?${ADMIN_TAB_PARAM}=${tab}`}
                aria-current={selected ? "page" : undefined}
                aria-controls={selected ? ADMIN_TAB_PANEL_ID : undefined}
                preventScrollReset
                className={cn(
                  "inline-flex h-9 items-center rounded-md px-4 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring",
                  selected
                    ? "bg-background text-foreground shadow-sm"
                    : "text-muted-foreground hover:text-foreground",
                )}
              >
                {ADMIN_TAB_TEXTS[tab].label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/** The tab being opened, while its data loads; null when staying on the same tab. */
export function usePendingAdminTab(current: TAdminTab): TAdminTab | null {
  const navigation = useNavigation();
  if (navigation.state !== "loading" || navigation.location.pathname !== "/admin") return null;
  const next = parseAdminTab(new URLSearchParams(navigation.location.search).get(ADMIN_TAB_PARAM));
  return next === current ? null : next;
}

export function AdminTabLoading({ tab }: { tab: TAdminTab }) {
  return (
    <p role="status" className="flex items-center justify-center gap-2 py-16 text-muted-foreground">
      <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />
      {ADMIN_TAB_TEXTS[tab].loading}
    </p>
  );
}

/** 'Erreur lors du chargement des utilisateurs: {message}' and alike. */
export function AdminTabError({ tab, message }: { tab: TAdminTab; message: string }) {
  return (
    <p
      role="alert"
      className="flex items-start gap-2 rounded-lg border border-destructive/40 bg-destructive/5 p-4 text-sm text-destructive"
    >
      <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      {`Erreur lors du chargement ${ADMIN_TAB_TEXTS[tab].of}: ${message}`}
    </p>
  );
}
