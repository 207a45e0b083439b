/*
 * The overview tab's figures and words (issue 26), shared by the domain function that counts and
 * the panel that shows them.
 */

/** The days the chart draws and the widest window counts: today and the 29 before it. */
export const ADMIN_OVERVIEW_DAYS = 30;

/** How many Tunisian days each window covers, today included. */
export const ADMIN_OVERVIEW_WINDOWS = { today: 1, week: 7, month: ADMIN_OVERVIEW_DAYS } as const;
export type TOverviewWindow = keyof typeof ADMIN_OVERVIEW_WINDOWS;

export const ADMIN_OVERVIEW_WINDOW_LABELS: Record<TOverviewWindow, string> = {
  today: "Aujourd'hui",
  week: "7 jours",
  month: "30 jours",
};

export const ADMIN_OVERVIEW_METRICS = [
  "accounts",
  "properties",
  "services",
  "stores",
  "contactMessages",
  "conversations",
  "openReports",
  "hiddenListings",
  "failedJobs",
] as const;
export type TAdminOverviewMetric = (typeof ADMIN_OVERVIEW_METRICS)[number];

/** Each figure's name on the tab. */
export const ADMIN_OVERVIEW_METRIC_LABELS: Record<TAdminOverviewMetric, string> = {
  accounts: "Nouveaux comptes",
  properties: "Nouvelles propriétés",
  services: "Nouveaux services",
  stores: "Nouvelles boutiques",
  contactMessages: "Messages de contact",
  conversations: "Nouvelles conversations",
  openReports: "Signalements encore ouverts",
  hiddenListings: "Annonces masquées",
  failedJobs: "Tâches en échec",
};

export type TWindowCounts = Record<TOverviewWindow, number>;

/** Listings published on one Tunisian day ('YYYY-MM-DD'), per kind. */
export type TOverviewDay = { day: string; properties: number; services: number; stores: number };

export type TAdminOverview = {
  /** Today in Tunisia, 'YYYY-MM-DD'. */
  today: string;
  figures: Record<TAdminOverviewMetric, TWindowCounts>;
  /** Jobs that used up their retries, per job name, most failures first. */
  failedJobs: Array<{ name: string } & TWindowCounts>;
  /** The last 30 days, oldest first, today last. */
  daily: TOverviewDay[];
};

export const overviewDayTotal = (day: TOverviewDay) => day.properties + day.services + day.stores;
