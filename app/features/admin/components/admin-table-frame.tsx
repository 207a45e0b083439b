import { Search } from "lucide-react";
import type { ReactNode } from "react";
import { Form, useNavigation } from "react-router";
import { Pagination } from "~/components/listing/pagination";
import { Button } from "~/components/ui/button";
import { ADMIN_TAB_PARAM, type TAdminPage, type TAdminTab } from "../admin-query";

/** The address of one page of a tab's table, keeping its search. */
export function adminTableHref(tab: TAdminTab, q: string, page: number): string {
  const params = new URLSearchParams({ [ADMIN_TAB_PARAM]: tab });
  if (q) params.set("q", q);
  if (page > 1) params.set("page", String(page));
  return `/admin?${params.toString()}`;
}

const countFormat = new Intl.NumberFormat("fr-FR");

/**
 * Search box, result count, the table and its pages, for every admin tab. The search is a GET
 * form: each page of results has its own address and works without JavaScript.
 */
export function AdminTableFrame({
  tab,
  page,
  searchLabel,
  searchPlaceholder,
  countLabel,
  loadingText,
  children,
}: {
  tab: TAdminTab;
  page: Pick<TAdminPage<unknown>, "page" | "pageCount" | "q" | "total">;
  /** The search box's accessible name, e.g. 'Rechercher un utilisateur'. */
  searchLabel: string;
  searchPlaceholder: string;
  /** The count line's noun for `total`, e.g. (n) => `${n} utilisateur(s)`. */
  countLabel: (total: string) => string;
  /** 'Chargement des utilisateurs...' and alike (001 §2 Admin), while another page loads. */
  loadingText: string;
  children: ReactNode;
}) {
  const navigation = useNavigation();
  const loading = navigation.state === "loading" && navigation.location.pathname === "/admin";
  const searchId = `recherche-${tab}`;
  return (
    <div className="space-y-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <Form method="get" action="/admin" role="search" className="flex w-full gap-2 sm:max-w-md">
          <input type="hidden" name={ADMIN_TAB_PARAM} value={tab} />
          <label htmlFor={searchId} className="sr-only">
            {searchLabel}
          </label>
          <div className="relative flex-1">
            <Search
              aria-hidden="true"
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
            />
            <input
              id={searchId}
              type="search"
              name="q"
              defaultValue={page.q}
              key={page.q}
              maxLength={100}
              placeholder={searchPlaceholder}
              className="h-10 w-full rounded-lg border border-input bg-background pr-3 pl-9 text-sm outline-none focus-visible:ring-2 focus-visible:ring-ring"
            />
          </div>
          <Button type="submit" variant="outline">
            Rechercher
          </Button>
        </Form>
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {loading ? loadingText : countLabel(countFormat.format(page.total))}
        </p>
      </div>
      <div
        className={`overflow-x-auto rounded-lg border border-border transition-opacity ${loading ? "opacity-60" : ""}`}
        aria-busy={loading}
      >
        {children}
      </div>
      <Pagination
        page={page.page}
        pageCount={page.pageCount}
        hrefFor={(target) => adminTableHref(tab, page.q, target)}
      />
    </div>
  );
}

/** Cell classes shared by the admin tables. */
export const adminCell = {
  head: "px-3 py-2 text-left text-xs font-semibold tracking-wide text-muted-foreground uppercase",
  body: "px-3 py-2 align-middle text-sm",
};
