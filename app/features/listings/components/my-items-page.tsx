import { type ReactNode, useCallback, useMemo, useState } from "react";
import { useLocation, useNavigation } from "react-router";
import { PageHeading } from "~/components/listing/page-heading";
import { Pagination } from "~/components/listing/pagination";
import type { TListingView } from "~/components/listing/view-toggle";
import { Badge } from "~/components/ui/badge";
import type { TListingKind } from "~/kernel/kinds";
import type { TMyItem } from "../my-listings.server";
import { myListSearch, type TMyListCounts } from "../my-lists";
import { MyConfirmDialog, type TConfirmTarget } from "./my-confirm-dialog";
import { MyListTabs } from "./my-list-tabs";
import {
  MY_LIST_COUNT_ID,
  MyItemGrid,
  MyItemTable,
  MyListToolbar,
  type TMyItemSummary,
} from "./my-list-view";

/** Opens the page's confirmation dialog for an item, from the button that asked. */
export type TAskToConfirm = (trigger: HTMLElement) => void;

type TMyItemsPageProps<T extends TMyItem> = {
  title: string;
  subtitle: string;
  /** Beside the title, e.g. the publish button of my listings. */
  headerAction?: ReactNode;
  tabsLabel: string;
  kind: TListingKind | null;
  view: TListingView;
  result: { items: T[]; counts: TMyListCounts; page: number; pageCount: number };
  countText: string;
  loadingText: string;
  empty: ReactNode;
  /** 'Publiée le' / 'Ajouté le': the table's date column and the card footers' date line. */
  dateLabel: string;
  dateOf: (item: T) => string;
  /** The item's buttons; `iconOnly` in table rows. `ask` opens the confirmation dialog. */
  actions: (item: T, summary: TMyItemSummary, iconOnly: boolean, ask: TAskToConfirm) => ReactNode;
  /** What the owner alone sees of an item (my listings' statistics), on cards and rows. */
  details?: (item: T) => ReactNode;
  /** The hidden fields the dialog's form posts for an item. */
  confirmFields: (item: T) => Record<string, string>;
  confirm: {
    description: (name: string) => string;
    confirmLabel: string;
    busyLabel: string;
    successMessage: string;
    failureTitle: string;
  };
};

/**
 * My listings and my favourites: tabs with counts, the count, grid or table, pages,
 * and one confirmation dialog for the whole list.
 */
export function MyItemsPage<T extends TMyItem>({
  title,
  subtitle,
  headerAction,
  tabsLabel,
  kind,
  view,
  result,
  countText,
  loadingText,
  empty,
  dateLabel,
  dateOf,
  actions,
  details,
  confirmFields,
  confirm,
}: TMyItemsPageProps<T>) {
  // Read from the location: useSearchParams would add its code to the vendor chunk of every page.
  const { pathname, search } = useLocation();
  const searchParams = useMemo(() => new URLSearchParams(search), [search]);
  const navigation = useNavigation();
  const loading = navigation.state === "loading" && navigation.location.pathname === pathname;
  const [target, setTarget] = useState<TConfirmTarget | null>(null);
  const close = useCallback(() => setTarget(null), []);
  const actionsOf = (item: T, summary: TMyItemSummary, iconOnly: boolean) =>
    actions(item, summary, iconOnly, (trigger) =>
      setTarget({ name: summary.name, fields: confirmFields(item), trigger }),
    );

  return (
    <div className="mx-auto w-full max-w-7xl px-4 pt-3 pb-8 sm:px-6 sm:py-8 lg:px-8">
      <div className="mb-8 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between [&>div:first-child]:mb-0">
        <PageHeading title={title} subtitle={subtitle} />
        {headerAction}
      </div>
      <MyListTabs label={tabsLabel} current={kind} counts={result.counts} search={searchParams} />
      <section aria-labelledby={MY_LIST_COUNT_ID} aria-busy={loading}>
        <MyListToolbar
          countText={countText}
          loading={loading}
          loadingText={loadingText}
          view={view}
          search={searchParams}
        />
        <div className={loading ? "opacity-60 transition-opacity" : "transition-opacity"}>
          {result.items.length === 0 ? (
            empty
          ) : view === "liste" ? (
            <MyItemTable
              caption={title}
              items={result.items}
              dateHeader={dateLabel}
              dateOf={dateOf}
              actions={(item, summary) => actionsOf(item, summary, true)}
              details={details}
            />
          ) : (
            <MyItemGrid
              items={result.items}
              footer={(item, summary) => (
                <>
                  <div className="flex min-w-0 flex-col gap-1">
                    <Badge variant="secondary" className="self-start">
                      {summary.kindLabel}
                    </Badge>
                    <span className="text-xs text-muted-foreground">
                      {dateLabel} {dateOf(item)}
                    </span>
                  </div>
                  <div className="flex flex-wrap justify-end gap-2">
                    {actionsOf(item, summary, false)}
                  </div>
                  {details ? (
                    <div className="w-full border-t border-border pt-2">{details(item)}</div>
                  ) : null}
                </>
              )}
            />
          )}
        </div>
        <Pagination
          page={result.page}
          pageCount={result.pageCount}
          hrefFor={(page) => myListSearch(searchParams, { kind, page })}
        />
      </section>
      <MyConfirmDialog
        target={target}
        onClose={close}
        fallbackFocusId={MY_LIST_COUNT_ID}
        {...confirm}
      />
    </div>
  );
}
