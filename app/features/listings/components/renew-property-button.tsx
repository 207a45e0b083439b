import { RefreshCw } from "lucide-react";
import { useEffect, useRef } from "react";
import { useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import { toast } from "~/components/ui/toast";
import { ENHANCED_FIELD } from "~/lib/forms";
import { useHydrated } from "~/lib/use-hydrated";
import type { TMyActionAnswer } from "../my-lists";

/** The form field a page posts to renew a property (detail page, my listings). */
export const RENEW_PROPERTY_INTENT = "renew-property";
export const RENEWED_TOAST = "Annonce renouvelée pour 90 jours";
export const RENEW_FAILED_TOAST = "Impossible de renouveler l'annonce";

/**
 * 'Renouveler' (decision 0019): the property stays online 90 more days. It posts to the page's
 * own action (a plain form without JavaScript); the server decides (policy: renew).
 */
export function RenewPropertyButton({
  id,
  title,
  iconOnly = false,
  size = "sm",
  className,
}: {
  id: string;
  title: string;
  iconOnly?: boolean;
  size?: "sm" | "md";
  className?: string;
}) {
  const fetcher = useFetcher<TMyActionAnswer>();
  const hydrated = useHydrated();
  const busy = fetcher.state !== "idle";
  const handled = useRef<TMyActionAnswer | undefined>(undefined);

  // As soon as the answer arrives, while the page reloads its data: a renewed listing is no longer
  // renewable, and this button leaves the page with that reload.
  useEffect(() => {
    const answer = fetcher.data;
    if (!answer || handled.current === answer) return;
    handled.current = answer;
    if (answer.ok) void toast.success(RENEWED_TOAST);
    else void toast.error(RENEW_FAILED_TOAST, { description: answer.message });
  }, [fetcher.data]);

  return (
    <fetcher.Form method="post" className={className}>
      <input type="hidden" name="intent" value={RENEW_PROPERTY_INTENT} />
      <input type="hidden" name="id" value={id} />
      {hydrated ? <input type="hidden" name={ENHANCED_FIELD} value="1" /> : null}
      <Button
        type="submit"
        variant={iconOnly ? "ghost" : "primary"}
        size={iconOnly ? "icon" : size}
        disabled={busy}
        aria-busy={busy}
        aria-label={iconOnly ? `Renouveler « ${title} »` : undefined}
        title={iconOnly ? "Renouveler" : undefined}
        className={size === "md" && !iconOnly ? "w-full" : undefined}
      >
        <RefreshCw aria-hidden="true" />
        {iconOnly ? null : "Renouveler"}
      </Button>
    </fetcher.Form>
  );
}

/** On the detail page of an expired property, for its owner and administrators only. */
export function ExpiryBanner({ expiredOn }: { expiredOn: string }) {
  return (
    <div
      role="note"
      className="rounded-lg border border-destructive/40 bg-destructive/5 p-4 text-sm"
    >
      <p className="font-semibold text-destructive">{`Annonce expirée le ${expiredOn}`}</p>
      <p className="mt-1 text-muted-foreground">
        Elle n'apparaît plus dans les listes ni dans la recherche. Renouvelez-la pour la remettre en
        ligne 90 jours.
      </p>
    </div>
  );
}
