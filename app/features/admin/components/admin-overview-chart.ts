import "uplot/dist/uPlot.min.css";
import uPlot from "uplot";

/*
 * The overview's chart of daily publications (decision 0038): uPlot, downloaded only when the
 * overview tab shows (loadOverviewChart), never with another page. It draws on a canvas, so the
 * page gives the same figures as a table; this module only paints.
 */

export type TChartDays = { labels: string[]; totals: number[] };

/** A design token of the current theme, as the canvas needs it (a colour string). */
function token(name: string): string {
  return getComputedStyle(document.documentElement).getPropertyValue(name).trim() || "currentColor";
}

function options(days: TChartDays, width: number, height: number): uPlot.Options {
  const text = token("--muted-foreground");
  const grid = token("--border");
  const last = days.labels.length - 1;
  const axis = {
    stroke: text,
    grid: { stroke: grid, width: 1 },
    ticks: { stroke: grid, width: 1 },
    font: "12px system-ui, sans-serif",
  };
  return {
    width,
    height,
    legend: { show: false },
    // The figures are read in the table under the chart; a cursor would only repeat them.
    cursor: { show: false },
    scales: {
      x: { time: false, range: [-0.5, last + 0.5] },
      y: { range: (_u, _min, max) => [0, Math.max(4, max)] },
    },
    axes: [
      {
        ...axis,
        grid: { show: false },
        // Every few days, counted back from today so that today always has its label.
        splits: (u) => {
          const step = u.width < 480 ? 7 : u.width < 800 ? 5 : 3;
          return days.labels
            .map((_, index) => index)
            .filter((index) => (last - index) % step === 0);
        },
        values: (_u, splits) => splits.map((index) => days.labels[index] ?? ""),
      },
      {
        ...axis,
        size: 40,
        incrs: [1, 2, 5, 10, 20, 50, 100, 200, 500, 1_000, 2_000, 5_000, 10_000, 20_000, 50_000],
        values: (_u, splits) => splits.map((value) => String(value)),
      },
    ],
    series: [
      {},
      {
        label: "Annonces publiées",
        stroke: token("--primary"),
        fill: token("--primary"),
        width: 0,
        points: { show: false },
        paths: uPlot.paths.bars?.({ size: [0.7, 32] }),
      },
    ],
  };
}

/**
 * Draws the chart into `element`, sized to it, and follows its width and the theme (the `dark`
 * class on the document). Returns what removes it.
 */
export function drawOverviewChart(element: HTMLElement, days: TChartDays): () => void {
  const data: uPlot.AlignedData = [days.labels.map((_, index) => index), days.totals];
  const size = () => ({ width: Math.max(240, element.clientWidth), height: 224 });
  let plot = new uPlot(options(days, size().width, size().height), data, element);
  const resize = new ResizeObserver(() => plot.setSize(size()));
  resize.observe(element);
  // Colours are read once per drawing: a new theme draws the chart anew.
  const theme = new MutationObserver(() => {
    plot.destroy();
    plot = new uPlot(options(days, size().width, size().height), data, element);
  });
  theme.observe(document.documentElement, { attributes: true, attributeFilter: ["class"] });
  return () => {
    resize.disconnect();
    theme.disconnect();
    plot.destroy();
  };
}
