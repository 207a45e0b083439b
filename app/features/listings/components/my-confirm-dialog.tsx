import { useEffect, useState } from "react";
import { useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import { Dialog, DialogClose, DialogFooter } from "~/components/ui/dialog";
import { TriangleAlert } from "~/components/ui/icons";
import { toast } from "~/components/ui/toast";
import { ENHANCED_FIELD } from "~/lib/forms";
import { useNewReply } from "~/lib/use-new-reply";
import type { TMyActionAnswer } from "../my-lists";

/** The item the dialog asks about, the hidden fields its form sends, and the button that asked. */
export type TConfirmTarget = {
  name: string;
  fields: Record<string, string>;
  trigger: HTMLElement | null;
};

type TMyConfirmDialogProps = {
  target: TConfirmTarget | null;
  onClose: () => void;
  description: (name: string) => string;
  confirmLabel: string;
  busyLabel: string;
  successMessage: string;
  failureTitle: string;
  /** Receives the focus when the button that opened the dialog is gone with its item. */
  fallbackFocusId: string;
};

/**
 * One confirmation dialog for a whole list ('Êtes-vous sûr ?' before a deletion or the
 * removal of a favourite). It belongs to the page, not to a card: the card disappears with the
 * reloaded list while the dialog still has to report the answer.
 */
export function MyConfirmDialog({
  target,
  onClose,
  description,
  confirmLabel,
  busyLabel,
  successMessage,
  failureTitle,
  fallbackFocusId,
}: TMyConfirmDialogProps) {
  const fetcher = useFetcher<TMyActionAnswer>();
  const busy = fetcher.state !== "idle";
  // Kept while the answer comes back, so the text does not change under the reader.
  const [shown, setShown] = useState<TConfirmTarget | null>(target);
  useEffect(() => {
    if (target) {
      setShown(target);
      return;
    }
    // Opened without a Radix trigger, the dialog leaves the focus on the page's body when it
    // closes: keyboard users get it back on their button, or next to where the item was.
    if (!shown) return;
    if (shown.trigger?.isConnected) shown.trigger.focus();
    else document.getElementById(fallbackFocusId)?.focus();
  }, [target, shown, fallbackFocusId]);

  useNewReply(fetcher.data, fetcher.state === "idle", (answer) => {
    if (answer.ok) void toast.success(successMessage);
    else void toast.error(failureTitle, { description: answer.message });
    onClose();
  });

  return (
    <Dialog
      open={target !== null}
      onOpenChange={(open) => {
        if (!open && !busy) onClose();
      }}
      icon={
        <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-destructive/10 text-destructive">
          <TriangleAlert aria-hidden="true" className="size-5" />
        </span>
      }
      title="Êtes-vous sûr ?"
      description={shown ? description(shown.name) : undefined}
    >
      <fetcher.Form method="post">
        {Object.entries(shown?.fields ?? {}).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <input type="hidden" name={ENHANCED_FIELD} value="1" />
        <DialogFooter>
          <DialogClose>
            <Button variant="outline" disabled={busy}>
              Annuler
            </Button>
          </DialogClose>
          <Button type="submit" variant="destructive" disabled={busy} aria-busy={busy}>
            {busy ? busyLabel : confirmLabel}
          </Button>
        </DialogFooter>
      </fetcher.Form>
    </Dialog>
  );
}
