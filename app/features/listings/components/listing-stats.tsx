import { cn } from "~/components/ui/cn";
import { Eye, MessagesSquare, Phone } from "~/components/ui/icons";
import { formatNumber } from "~/lib/format";
import type { TListingCounts } from "../listing-counters.server";

/** '0 vue', '1 vue', '12 vues': French counts 0 and 1 in the singular. */
function counted(value: number, one: string, many: string) {
  return `${formatNumber(value)} ${value > 1 ? many : one}`;
}

/**
 * What 'Mes annonces' tells an owner of a listing (issue 22): its views, conversations and phone
 * numbers revealed, each said in words (icons are decoration), wrapping on a phone.
 */
export function ListingStats({ stats, className }: { stats: TListingCounts; className?: string }) {
  const entries = [
    { key: "views", icon: Eye, text: counted(stats.views, "vue", "vues") },
    {
      key: "conversations",
      icon: MessagesSquare,
      text: counted(stats.conversations, "conversation", "conversations"),
    },
    {
      key: "phone",
      icon: Phone,
      text: counted(stats.phoneReveals, "numéro affiché", "numéros affichés"),
    },
  ];
  return (
    <ul
      aria-label="Statistiques de l'annonce"
      className={cn("flex flex-wrap gap-x-3 gap-y-1 text-xs text-muted-foreground", className)}
    >
      {entries.map(({ key, icon: Icon, text }) => (
        <li key={key} className="inline-flex items-center gap-1">
          <Icon aria-hidden="true" className="size-3.5 shrink-0" />
          {text}
        </li>
      ))}
    </ul>
  );
}
