import { CalendarDays, Heart, House } from "lucide-react";
import type { ReactNode } from "react";
import { formatLongDate } from "~/lib/dates";
import { formatNumber } from "~/lib/format";

export type TProfileStats = {
  publishedListings: number;
  favorites: number;
  /** ISO date of the account's creation. */
  memberSince: string;
};

function Stat({ icon, label, value }: { icon: ReactNode; label: string; value: string }) {
  return (
    <div className="flex items-center gap-3 rounded-lg bg-muted/60 p-3">
      <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-secondary text-secondary-foreground [&_svg]:size-5">
        {icon}
      </span>
      <div className="min-w-0">
        <dt className="text-sm text-muted-foreground">{label}</dt>
        <dd className="truncate font-semibold">{value}</dd>
      </div>
    </div>
  );
}

/** 'Annonces publiées', 'Favoris', 'Membre depuis' of the signed-in user. */
export function ProfileStatsCard({ stats }: { stats: TProfileStats }) {
  return (
    <section
      aria-labelledby="profil-statistiques"
      className="rounded-xl border bg-card p-6 text-card-foreground shadow-sm"
    >
      <h2 id="profil-statistiques" className="text-lg font-semibold">
        Statistiques
      </h2>
      <dl className="mt-4 grid gap-3 sm:grid-cols-3 lg:grid-cols-1">
        <Stat
          icon={<House aria-hidden="true" />}
          label="Annonces publiées"
          value={formatNumber(stats.publishedListings)}
        />
        <Stat
          icon={<Heart aria-hidden="true" />}
          label="Favoris"
          value={formatNumber(stats.favorites)}
        />
        <Stat
          icon={<CalendarDays aria-hidden="true" />}
          label="Membre depuis"
          value={formatLongDate(stats.memberSince)}
        />
      </dl>
    </section>
  );
}
