import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { Link, useFetcher } from "react-router";
import { Button, buttonClasses } from "~/components/ui/button";
import { Dialog, DialogClose, DialogFooter } from "~/components/ui/dialog";
import { Pencil, Trash2, TriangleAlert } from "~/components/ui/icons";
import { toast } from "~/components/ui/toast";
import { useLocalePath } from "~/lib/i18n/use-locale-path";
import { useNewReply } from "~/lib/use-new-reply";

export const DELETE_LISTING_INTENT = "delete-listing";

/** What the detail page's action answers when a deletion is refused (success redirects home). */
export type TDeleteListingFailure = { intent: typeof DELETE_LISTING_INTENT; error: string };

/**
 * Edit and delete for the owner (delete also for administrators), on a listing's detail page.
 * The server decides who may do what; these buttons only spare others a refused request.
 */
export function ListingOwnerActions({
  editHref,
  canDelete,
}: {
  /** Null when the viewer may not edit (an administrator who does not own the listing). */
  editHref: string | null;
  canDelete: boolean;
}) {
  const { t } = useLingui();
  const localePath = useLocalePath();
  const fetcher = useFetcher<TDeleteListingFailure>();
  const [open, setOpen] = useState(false);
  const busy = fetcher.state !== "idle";

  useNewReply(fetcher.data, fetcher.state === "idle", (answer) => {
    if (!answer.error) return;
    setOpen(false);
    const { error } = answer;
    toast.error(t`Impossible de supprimer l'annonce: ${error}`);
  });

  if (!editHref && !canDelete) return null;
  return (
    <div className="flex flex-wrap gap-2">
      {editHref ? (
        <Link
          to={localePath(editHref)}
          className={buttonClasses({ variant: "outline", className: "flex-1" })}
        >
          <Pencil aria-hidden="true" />
          <Trans>Modifier</Trans>
        </Link>
      ) : null}
      {canDelete ? (
        <Dialog
          open={open}
          onOpenChange={(next) => {
            if (!busy) setOpen(next);
          }}
          trigger={
            <Button variant="destructive" className="flex-1">
              <Trash2 aria-hidden="true" />
              <Trans>Supprimer</Trans>
            </Button>
          }
          icon={
            <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-destructive/10 text-destructive">
              <TriangleAlert aria-hidden="true" className="size-5" />
            </span>
          }
          title={t`Êtes-vous sûr ?`}
          description={t`Cette annonce sera définitivement supprimée, avec ses photos. Cette action est irréversible.`}
        >
          <fetcher.Form method="post">
            <input type="hidden" name="intent" value={DELETE_LISTING_INTENT} />
            <DialogFooter>
              <DialogClose>
                <Button variant="outline" disabled={busy}>
                  <Trans>Annuler</Trans>
                </Button>
              </DialogClose>
              <Button type="submit" variant="destructive" disabled={busy} aria-busy={busy}>
                {busy ? t`Suppression...` : t`Supprimer`}
              </Button>
            </DialogFooter>
          </fetcher.Form>
        </Dialog>
      ) : null}
    </div>
  );
}
