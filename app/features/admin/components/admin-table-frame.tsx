import type { ReactNode } from "react";
import { Form, useNavigation } from "react-router";
import { EmptyState } from "~/components/listing/empty-state";
import { Pagination } from "~/components/listing/pagination";
import { Button } from "~/components/ui/button";
import { Search } from "~/components/ui/icons";
import { ADMIN_PAGE_SIZE, ADMIN_TAB_PARAM, type TAdminPage, type TAdminTab } from "../admin-query";

/** The address of one page of a tab's table, keeping its search. */
export function adminTableHref(tab: TAdminTab, q: string, page: number): string {
  const params = new URLSearchParams({ [ADMIN_TAB_PARAM]: tab });
  if (q) params.set("q", q);
  if (page > 1) params.set("page", String(page));
  return `/admin?${params.toString()}`;
}

const countFormat = new Intl.NumberFormat("fr-FR");

/** The '#' column: the row's place in the whole list, across pages. */
export function adminRowNumber(page: Pick<TAdminPage<unknown>, "page">, index: number): number {
  return (page.page - 1) * ADMIN_PAGE_SIZE + index + 1;
}

/**
 * Search box, result count, the table (or its empty text) and its pages, for every admin tab.
 * The search is a GET form: each page of results has its own address and works without
 * JavaScript. `children` are the table's rows.
 */
export function AdminTableFrame({
  tab,
  page,
  searchLabel,
  searchPlaceholder,
  countLabel,
  loadingText,
  columns,
  emptyText,
  tableClassName,
  children,
}: {
  tab: TAdminTab;
  page: Pick<TAdminPage<unknown>, "page" | "pageCount" | "q" | "total" | "rows">;
  /** The header cells, '#' first. */
  columns: readonly string[];
  /** 'Aucune propriété disponible' and alike, when the list has nothing at all. */
  emptyText: string;
  /** Width and positioning of the table inside its horizontally scrolling frame. */
  tableClassName: string;
  /** The search box's accessible name, e.g. 'Rechercher un utilisateur'. */
  searchLabel: string;
  searchPlaceholder: string;
  /** The count line's noun for `total`, e.g. (n) => `${n} utilisateur(s)`. */
  countLabel: (total: string) => string;
  /** 'Chargement des utilisateurs...' and alike, while another page loads. */
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
              className="pointer-events-none absolute top-1/2 start-3 size-4 -translate-y-1/2 text-muted-foreground"
            />
            <input
              id={searchId}
              type="search"
              name="q"
              defaultValue={page.q}
              key={page.q}
              maxLength={100}
              placeholder={searchPlaceholder}
              className="h-10 w-full rounded-lg border border-input bg-background pe-3 ps-9 text-sm outline-none focus-visible:ring-2 focus-visible:ring-ring"
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
        {page.rows.length === 0 ? (
          <EmptyState message={page.q ? `Aucun résultat pour « ${page.q} »` : emptyText} />
        ) : (
          <table className={`${tableClassName} border-collapse`}>
            <thead className="bg-muted/50">
              <tr>
                {columns.map((column) => (
                  <th key={column} scope="col" className={adminCell.head}>
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-border">{children}</tbody>
          </table>
        )}
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
  head: "px-3 py-2 text-start text-xs font-semibold tracking-wide text-muted-foreground uppercase",
  body: "px-3 py-2 align-middle text-sm",
};
