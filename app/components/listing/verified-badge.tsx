import { Trans } from "@lingui/react/macro";

/**
 * 'Vérifié' beside a verified account's listing or name: the word itself says it (screen readers
 * read it), the green and the check drawn by app.css are only a help. No icon component: cards
 * ship on the home page, whose JavaScript has no byte to spare; for the same reason the cards
 * leave out the tooltip that the detail and seller pages give (VERIFIED_SELLER_TITLE).
 */
export function VerifiedBadge({ title }: { title?: string }) {
  return (
    <span className="verified-badge" title={title}>
      <Trans>Vérifié</Trans>
    </span>
  );
}
