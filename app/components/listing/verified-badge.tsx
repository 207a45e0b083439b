import { BadgeCheck } from "~/components/ui/icons";

/** The tooltip: what the team checked (decision 0039). */
export const VERIFIED_SELLER_TITLE = "Identité du professionnel vérifiée par l'équipe Darna";

/**
 * 'Vérifié' beside a verified account's listing or name: the word itself says it (screen readers
 * read it), the green is only a help; its shades are chosen for the light and dark themes.
 */
export function VerifiedBadge({ className = "" }: { className?: string }) {
  return (
    <span className={`verified-badge ${className}`.trim()} title={VERIFIED_SELLER_TITLE}>
      <BadgeCheck />
      Vérifié
    </span>
  );
}
