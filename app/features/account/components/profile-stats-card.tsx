import { CalendarDays } from "lucide-react";
import type { ReactNode } from "react";
import { Heart, House } from "~/components/ui/icons";
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
    // A <dl> group holds only <dt> and <dd>: the icon sits inside the term, placed on the left.
    <div className="relative min-w-0 rounded-lg bg-muted/60 py-3 pe-3 ps-16">
      <dt className="text-sm text-muted-foreground">
        <span className="absolute top-1/2 start-3 flex size-10 -translate-y-1/2 items-center justify-center rounded-full bg-secondary text-secondary-foreground [&_svg]:size-5">
          {icon}
        </span>
        {label}
      </dt>
      <dd className="truncate font-semibold">{value}</dd>
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
