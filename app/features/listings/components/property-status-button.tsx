import { CircleCheck, RotateCcw } from "lucide-react";
import { useEffect, useRef } from "react";
import { useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import { toast } from "~/components/ui/toast";
import { ENHANCED_FIELD } from "~/lib/forms";
import { useHydrated } from "~/lib/use-hydrated";
import type { TMyActionAnswer } from "../my-lists";
import {
  PROPERTY_STATUS_INTENT,
  PROPERTY_STATUS_TOASTS,
  propertyStatusAction,
  type TPropertyStatus,
} from "../property-status";

/**
 * 'Marquer comme vendu' / 'Marquer comme loué', or back on offer, on a property's detail page and
 * in my listings. It posts to the page's own action; the server decides (policy: set_status).
 * Undoing is one click away, so marking asks no confirmation.
 */
export function PropertyStatusButton({
  id,
  title,
  status,
  announcementType,
  iconOnly = false,
  size = "sm",
  className,
}: {
  id: string;
  title: string;
  status: TPropertyStatus;
  announcementType: "vente" | "location";
  iconOnly?: boolean;
  size?: "sm" | "md";
  className?: string;
}) {
  const fetcher = useFetcher<TMyActionAnswer>();
  const hydrated = useHydrated();
  const busy = fetcher.state !== "idle";
  const { next, label } = propertyStatusAction(status, announcementType);
  const asked = useRef<TPropertyStatus>(next);
  const handled = useRef<TMyActionAnswer | undefined>(undefined);

  useEffect(() => {
    const answer = fetcher.data;
    if (fetcher.state !== "idle" || !answer || handled.current === answer) return;
    handled.current = answer;
    if (answer.ok) void toast.success(PROPERTY_STATUS_TOASTS[asked.current]);
    else void toast.error("Impossible de modifier le statut", { description: answer.message });
  }, [fetcher.state, fetcher.data]);

  const Icon = next === "available" ? RotateCcw : CircleCheck;
  return (
    <fetcher.Form
      method="post"
      className={className}
      onSubmit={() => {
        asked.current = next;
      }}
    >
      <input type="hidden" name="intent" value={PROPERTY_STATUS_INTENT} />
      <input type="hidden" name="kind" value="property" />
      <input type="hidden" name="id" value={id} />
      <input type="hidden" name="status" value={next} />
      {hydrated ? <input type="hidden" name={ENHANCED_FIELD} value="1" /> : null}
      <Button
        type="submit"
        variant={iconOnly ? "ghost" : "outline"}
        size={iconOnly ? "icon" : size}
        disabled={busy}
        aria-busy={busy}
        aria-label={iconOnly ? `${label} « ${title} »` : undefined}
        title={iconOnly ? label : undefined}
        className={size === "md" && !iconOnly ? "w-full" : undefined}
      >
        <Icon aria-hidden="true" />
        {iconOnly ? null : label}
      </Button>
    </fetcher.Form>
  );
}
