import { useLingui } from "@lingui/react";
import { Trans, useLingui as useLinguiMacro } from "@lingui/react/macro";
import { RefreshCw } from "~/components/ui/icons";
import { toast } from "~/components/ui/toast";
import { ListingActionForm } from "./listing-action-form";

/** The form field a page posts to renew a property (detail page, my listings). */
export const RENEW_PROPERTY_INTENT = "renew-property";
// Catalogue ids (the server's answer without JavaScript writes them too): shown with `i18n._()`.
export const RENEWED_TOAST = /*i18n*/ "Annonce renouvelée pour 90 jours";
export const RENEW_FAILED_TOAST = /*i18n*/ "Impossible de renouveler l'annonce";

/**
 * 'Renouveler' (decision 0019): the property stays online 90 more days; the server decides
 * (policy: renew). A renewed listing is no longer renewable: the reload that follows the answer
 * sets `renewable` to false and the button draws nothing, staying mounted to tell the answer.
 */
export function RenewPropertyButton({
  id,
  title,
  renewable,
  iconOnly = false,
  size = "sm",
  className,
}: {
  id: string;
  title: string;
  renewable: boolean;
  iconOnly?: boolean;
  size?: "sm" | "md";
  className?: string;
}) {
  const { i18n } = useLingui();
  const { t } = useLinguiMacro();
  return (
    <ListingActionForm
      fields={{ intent: RENEW_PROPERTY_INTENT, id }}
      label={t`Renouveler`}
      Icon={RefreshCw}
      variant="primary"
      title={title}
      iconOnly={iconOnly}
      size={size}
      className={className}
      shown={renewable}
      onAnswer={(answer) => {
        if (answer.ok) void toast.success(i18n._(RENEWED_TOAST));
        else void toast.error(i18n._(RENEW_FAILED_TOAST), { description: answer.message });
      }}
    />
  );
}

/** On the detail page of an expired property, for its owner and administrators only. */
export function ExpiryBanner({ expiredOn }: { expiredOn: string }) {
  const { t } = useLinguiMacro();
  return (
    <div
      role="note"
      className="rounded-lg border border-destructive/40 bg-destructive/5 p-4 text-sm"
    >
      <p className="font-semibold text-destructive">{t`Annonce expirée le ${expiredOn}`}</p>
      <p className="mt-1 text-muted-foreground">
        <Trans>
          Elle n'apparaît plus dans les listes ni dans la recherche. Renouvelez-la pour la remettre
          en ligne 90 jours.
        </Trans>
      </p>
    </div>
  );
}
