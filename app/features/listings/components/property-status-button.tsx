import { useLingui } from "@lingui/react";
import { useLingui as useLinguiMacro } from "@lingui/react/macro";
import { useRef } from "react";
import { CircleCheck, RotateCcw } from "~/components/ui/icons";
import { toast } from "~/components/ui/toast";
import {
  PROPERTY_STATUS_INTENT,
  PROPERTY_STATUS_TOASTS,
  propertyStatusAction,
  type TPropertyStatus,
} from "../property-status";
import { ListingActionForm } from "./listing-action-form";

/**
 * 'Marquer comme vendu' / 'Marquer comme loué', or back on offer, on a property's detail page and
 * in my listings; the server decides (policy: set_status). Undoing is one click away, so marking
 * asks no confirmation.
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
  const { i18n } = useLingui();
  const { t } = useLinguiMacro();
  const { next, label } = propertyStatusAction(status, announcementType);
  // The answer arrives after the page's status may have changed: the toast names what was asked.
  const asked = useRef<TPropertyStatus>(next);
  return (
    <ListingActionForm
      fields={{ intent: PROPERTY_STATUS_INTENT, kind: "property", id, status: next }}
      label={i18n._(label)}
      Icon={next === "available" ? RotateCcw : CircleCheck}
      variant="outline"
      title={title}
      iconOnly={iconOnly}
      size={size}
      className={className}
      onSubmit={() => {
        asked.current = next;
      }}
      onAnswer={(answer) => {
        if (answer.ok) void toast.success(i18n._(PROPERTY_STATUS_TOASTS[asked.current]));
        else void toast.error(t`Impossible de modifier le statut`, { description: answer.message });
      }}
    />
  );
}
