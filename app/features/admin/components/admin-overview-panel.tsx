import { type ReactNode, useEffect, useRef, useState } from "react";
import {
  ADMIN_OVERVIEW_DAYS,
  ADMIN_OVERVIEW_METRIC_LABELS,
  ADMIN_OVERVIEW_METRICS,
  ADMIN_OVERVIEW_WINDOW_LABELS,
  ADMIN_OVERVIEW_WINDOWS,
  overviewDayTotal,
  type TAdminOverview,
  type TOverviewDay,
  type TOverviewWindow,
  type TWindowCounts,
} from "../admin-overview";

/** uPlot and its styles reach the browser only when this tab shows (decision 0038). */
const loadOverviewChart = () => import("./admin-overview-chart");

const WINDOWS = Object.keys(ADMIN_OVERVIEW_WINDOWS) as TOverviewWindow[];
const countFormat = new Intl.NumberFormat("fr-FR");
// The days are calendar days already ('YYYY-MM-DD' in Tunis): read at UTC, they stay the same day.
const axisDay = new Intl.DateTimeFormat("fr-FR", {
  day: "2-digit",
  month: "2-digit",
  timeZone: "UTC",
});
const tableDay = new Intl.DateTimeFormat("fr-FR", {
  weekday: "short",
  day: "numeric",
  month: "short",
  timeZone: "UTC",
});
const longDay = new Intl.DateTimeFormat("fr-FR", {
  day: "numeric",
  month: "long",
  timeZone: "UTC",
});
const asDate = (day: string) => new Date(`${day}T00:00:00Z`);

export const OVERVIEW_CHART_TITLE = `Annonces publiées par jour (${ADMIN_OVERVIEW_DAYS} derniers jours)`;
export const OVERVIEW_CHART_FAILED =
  "Le graphique n'a pas pu être chargé. Les chiffres de chaque jour restent dans le tableau.";

/** What a screen reader says of the chart: its span, total and busiest day. */
function chartSummary(daily: TOverviewDay[]): string {
  const first = daily[0];
  const last = daily.at(-1);
  if (!first || !last) return OVERVIEW_CHART_TITLE;
  const totals = daily.map(overviewDayTotal);
  const total = totals.reduce((sum, value) => sum + value, 0);
  const span = `du ${longDay.format(asDate(first.day))} au ${longDay.format(asDate(last.day))}`;
  if (total === 0) return `Annonces publiées par jour ${span} : aucune.`;
  const peak = Math.max(...totals);
  const peakDay = daily[totals.indexOf(peak)];
  return `Annonces publiées par jour ${span} : ${countFormat.format(total)} au total, au plus ${countFormat.format(peak)} le ${longDay.format(asDate(peakDay?.day ?? last.day))}.`;
}

/**
 * A table's frame. The tables fit a 390 px phone; with larger text one may still be wider than
 * the screen, and then it scrolls inside this frame, not the page. The frame takes the keyboard's
 * focus, since its tables hold nothing focusable: arrow keys then scroll it (axe:
 * scrollable-region-focusable).
 */
function ScrollFrame({
  label,
  className,
  children,
}: {
  label: string;
  className: string;
  children: ReactNode;
}) {
  return (
    <section
      aria-label={label}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: with nothing focusable inside, the scrolling frame takes the focus itself to be scrolled by keyboard.
      tabIndex={0}
      className={`overflow-x-auto focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring ${className}`}
    >
      {children}
    </section>
  );
}

/**
 * The overview's cells: on a phone, narrower gaps and heads in plain case, so that its widest
 * table (the days, five columns) fits a 390 px screen without scrolling sideways.
 */
const overviewCell = {
  head: "px-1 py-2 text-start text-xs font-semibold text-muted-foreground sm:px-3 sm:tracking-wide sm:uppercase",
  body: "px-1 py-2 align-middle text-sm sm:px-3",
};

/** A table of counts for today, 7 and 30 days, one row a named thing (a figure, a job). */
function WindowCountsTable({
  label,
  firstColumn,
  rows,
}: {
  label: string;
  firstColumn: ReactNode;
  rows: { name: string; counts: TWindowCounts }[];
}) {
  return (
    <ScrollFrame label={label} className="rounded-lg border border-border">
      <table className="w-full border-collapse">
        <thead className="bg-muted/50">
          <tr>
            <th scope="col" className={overviewCell.head}>
              {firstColumn}
            </th>
            {WINDOWS.map((window) => (
              <th key={window} scope="col" className={`${overviewCell.head} text-end`}>
                {ADMIN_OVERVIEW_WINDOW_LABELS[window]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {rows.map((row) => (
            <tr key={row.name}>
              <th
                scope="row"
                className={`${overviewCell.body} text-start font-medium wrap-anywhere`}
              >
                {row.name}
              </th>
              {WINDOWS.map((window) => (
                <td key={window} className={`${overviewCell.body} text-end tabular-nums`}>
                  {countFormat.format(row.counts[window])}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollFrame>
  );
}

function OverviewChart({ daily }: { daily: TOverviewDay[] }) {
  const element = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let remove: (() => void) | undefined;
    let cancelled = false;
    setFailed(false);
    loadOverviewChart().then(
      ({ drawOverviewChart }) => {
        const target = element.current;
        if (cancelled || !target) return;
        remove = drawOverviewChart(target, {
          labels: daily.map((entry) => axisDay.format(asDate(entry.day))),
          totals: daily.map(overviewDayTotal),
        });
      },
      () => {
        if (!cancelled) setFailed(true);
      },
    );
    return () => {
      cancelled = true;
      remove?.();
    };
  }, [daily]);
  return (
    <figure className="space-y-3">
      <figcaption className="text-base font-semibold">{OVERVIEW_CHART_TITLE}</figcaption>
      {failed ? (
        <p role="alert" className="text-sm text-destructive">
          {OVERVIEW_CHART_FAILED}
        </p>
      ) : null}
      {/* The canvas says nothing to a screen reader: the summary does, the table has each day. */}
      <div
        ref={element}
        role="img"
        aria-label={chartSummary(daily)}
        data-testid="graphique-publications"
        className="h-56 w-full overflow-hidden"
      />
      <details className="rounded-lg border border-border">
        <summary className="cursor-pointer px-3 py-2 text-sm font-medium">
          Chiffres de chaque jour
        </summary>
        <ScrollFrame label="Chiffres de chaque jour" className="border-t border-border">
          <table className="w-full border-collapse">
            <caption className="sr-only">{OVERVIEW_CHART_TITLE}</caption>
            <thead className="bg-muted/50">
              <tr>
                {["Jour", "Propriétés", "Services", "Boutiques", "Total"].map((column) => (
                  <th key={column} scope="col" className={overviewCell.head}>
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-border">
              {[...daily].reverse().map((entry) => (
                <tr key={entry.day}>
                  <th scope="row" className={`${overviewCell.body} text-start font-medium`}>
                    <time dateTime={entry.day}>{tableDay.format(asDate(entry.day))}</time>
                  </th>
                  <td className={`${overviewCell.body} tabular-nums`}>{entry.properties}</td>
                  <td className={`${overviewCell.body} tabular-nums`}>{entry.services}</td>
                  <td className={`${overviewCell.body} tabular-nums`}>{entry.stores}</td>
                  <td className={`${overviewCell.body} font-semibold tabular-nums`}>
                    {overviewDayTotal(entry)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollFrame>
      </details>
    </figure>
  );
}

/**
 * The panel's first tab (issue 26): the figures of today, 7 and 30 days (Tunisian days), the
 * jobs that failed, and the chart of daily publications with its table.
 */
export function AdminOverviewPanel({ overview }: { overview: TAdminOverview }) {
  return (
    <div className="space-y-8">
      <section aria-labelledby="apercu-chiffres" className="space-y-3">
        <h3 id="apercu-chiffres" className="text-base font-semibold">
          Activité de la plateforme
        </h3>
        <WindowCountsTable
          label="Chiffres par période"
          firstColumn={<span className="sr-only">Indicateur</span>}
          rows={ADMIN_OVERVIEW_METRICS.map((metric) => ({
            name: ADMIN_OVERVIEW_METRIC_LABELS[metric],
            counts: overview.figures[metric],
          }))}
        />
        <p className="text-xs text-muted-foreground">
          Journées à l'heure de Tunis. Les signalements et les annonces masquées comptent ceux de la
          période qui sont encore ouverts ou masqués.
        </p>
      </section>

      <section aria-labelledby="apercu-taches" className="space-y-3">
        <h3 id="apercu-taches" className="text-base font-semibold">
          Tâches en échec par nom
        </h3>
        {overview.failedJobs.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            Aucune tâche en échec ces {ADMIN_OVERVIEW_DAYS} derniers jours.
          </p>
        ) : (
          <WindowCountsTable
            label="Échecs par tâche"
            firstColumn="Tâche"
            rows={overview.failedJobs.map((job) => ({ name: job.name, counts: job }))}
          />
        )}
      </section>

      <OverviewChart daily={overview.daily} />
    </div>
  );
}
