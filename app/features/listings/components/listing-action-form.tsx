import { useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import type { TIconComponent } from "~/components/ui/icons";
import { ENHANCED_FIELD } from "~/lib/forms";
import { useHydrated } from "~/lib/use-hydrated";
import { useNewReply } from "~/lib/use-new-reply";
import type { TMyActionAnswer } from "../my-lists";

/**
 * A one-click action on a listing (renew, mark sold…) posted to the page's own action: a plain
 * form without JavaScript, a fetcher with it. The server decides; `onAnswer` tells the user once
 * per answer, as soon as it arrives.
 *
 * The page's data reload that follows the answer may take the action away (a renewed listing is
 * no longer renewable). Unmounted in that same commit, the form would never see its answer, and
 * the faster the reload the likelier that is: so a caller passes `shown={false}` instead, and the
 * form stays mounted, drawing nothing once its answer is in.
 */
export function ListingActionForm({
  fields,
  label,
  Icon,
  variant,
  title,
  iconOnly = false,
  size = "sm",
  className,
  onSubmit,
  onAnswer,
  shown = true,
}: {
  fields: Record<string, string>;
  label: string;
  Icon: TIconComponent;
  variant: "primary" | "outline";
  title: string;
  iconOnly?: boolean;
  size?: "sm" | "md";
  className?: string;
  onSubmit?: () => void;
  onAnswer: (answer: TMyActionAnswer) => void;
  shown?: boolean;
}) {
  const fetcher = useFetcher<TMyActionAnswer>();
  const hydrated = useHydrated();
  const busy = fetcher.state !== "idle";
  useNewReply(fetcher.data, true, onAnswer);
  if (!shown && !busy) return null;

  return (
    <fetcher.Form method="post" className={className} onSubmit={onSubmit}>
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {hydrated ? <input type="hidden" name={ENHANCED_FIELD} value="1" /> : null}
      <Button
        type="submit"
        variant={iconOnly ? "ghost" : variant}
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
