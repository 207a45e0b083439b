import { BadgeCheck } from "~/components/ui/icons";

/** Said to screen readers and in the tooltip: what the team checked (decision 0039). */
export const VERIFIED_SELLER_TITLE = "Identité du professionnel vérifiée par l'équipe Darna";

/**
 * 'Vérifié' beside a verified account's listing or name: a word and an icon, never a colour
 * alone, in the theme's own green shades for light and dark.
 */
export function VerifiedBadge({ className = "" }: { className?: string }) {
  return (
    <span className={`verified-badge ${className}`.trim()} title={VERIFIED_SELLER_TITLE}>
      <BadgeCheck />
      Vérifié
      <span className="sr-only"> : {VERIFIED_SELLER_TITLE}</span>
    </span>
  );
}
