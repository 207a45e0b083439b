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
} from "../admin-overview";
import { adminCell } from "./admin-table-frame";

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
 * A table's frame that scrolls sideways on a phone. It takes the keyboard's focus, since its
 * tables hold nothing focusable: arrow keys then scroll it (axe: scrollable-region-focusable).
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
                  <th key={column} scope="col" className={adminCell.head}>
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-border">
              {[...daily].reverse().map((entry) => (
                <tr key={entry.day}>
                  <th scope="row" className={`${adminCell.body} text-left font-medium`}>
                    <time dateTime={entry.day}>{tableDay.format(asDate(entry.day))}</time>
                  </th>
                  <td className={`${adminCell.body} tabular-nums`}>{entry.properties}</td>
                  <td className={`${adminCell.body} tabular-nums`}>{entry.services}</td>
                  <td className={`${adminCell.body} tabular-nums`}>{entry.stores}</td>
                  <td className={`${adminCell.body} font-semibold tabular-nums`}>
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
        <ScrollFrame label="Chiffres par période" className="rounded-lg border border-border">
          <table className="w-full border-collapse">
            <thead className="bg-muted/50">
              <tr>
                <th scope="col" className={adminCell.head}>
                  <span className="sr-only">Indicateur</span>
                </th>
                {WINDOWS.map((window) => (
                  <th key={window} scope="col" className={`${adminCell.head} text-right`}>
                    {ADMIN_OVERVIEW_WINDOW_LABELS[window]}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-border">
              {ADMIN_OVERVIEW_METRICS.map((metric) => (
                <tr key={metric} data-indicateur={metric}>
                  <th scope="row" className={`${adminCell.body} text-left font-medium`}>
                    {ADMIN_OVERVIEW_METRIC_LABELS[metric]}
                  </th>
                  {WINDOWS.map((window) => (
                    <td key={window} className={`${adminCell.body} text-right tabular-nums`}>
                      {countFormat.format(overview.figures[metric][window])}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollFrame>
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
          <ScrollFrame label="Échecs par tâche" className="rounded-lg border border-border">
            <table className="w-full border-collapse">
              <thead className="bg-muted/50">
                <tr>
                  <th scope="col" className={adminCell.head}>
                    Tâche
                  </th>
                  {WINDOWS.map((window) => (
                    <th key={window} scope="col" className={`${adminCell.head} text-right`}>
                      {ADMIN_OVERVIEW_WINDOW_LABELS[window]}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody className="divide-y divide-border">
                {overview.failedJobs.map((job) => (
                  <tr key={job.name}>
                    <th scope="row" className={`${adminCell.body} text-left font-medium`}>
                      {job.name}
                    </th>
                    {WINDOWS.map((window) => (
                      <td key={window} className={`${adminCell.body} text-right tabular-nums`}>
                        {countFormat.format(job[window])}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollFrame>
        )}
      </section>

      <OverviewChart daily={overview.daily} />
    </div>
  );
}
