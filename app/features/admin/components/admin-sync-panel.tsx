import { useEffect } from "react";
import { useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import { LoaderCircle, RefreshCw } from "~/components/ui/icons";
import { toast } from "~/components/ui/toast";
import { ADMIN_INTENTS } from "../admin-intents";
import type { TAdminActionResult } from "../admin-query";
import { SYNC_TEXTS } from "../admin-texts";
import { ADMIN_ACTION_PATH } from "./admin-confirm-action";

/** What the /admin action answers to a sync: the toast, plus the counts on success. */
export type TAdminSyncReply = TAdminActionResult & {
  syncedCount?: number;
  missingCount?: number;
};

/**
 * 'Synchronisation des Profils' above the users table: creates the profiles
 * missing for some accounts; busy while it runs, then a toast and the outcome here.
 */
export function AdminSyncPanel() {
  const fetcher = useFetcher<TAdminSyncReply>();
  const busy = fetcher.state !== "idle";
  const reply = busy ? undefined : fetcher.data;

  useEffect(() => {
    if (!reply) return;
    if (reply.ok) toast.success(reply.title, { description: reply.description });
    else
      toast.error(SYNC_TEXTS.failedTitle, { description: reply.description || SYNC_TEXTS.failed });
  }, [reply]);

  return (
    <section
      aria-labelledby="synchronisation-profils"
      className="flex flex-col gap-3 rounded-lg border border-border bg-muted/30 p-4 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="space-y-1">
        <h3 id="synchronisation-profils" className="font-semibold">
          Synchronisation des Profils
        </h3>
        <p className="text-sm text-muted-foreground">
          Crée le profil des comptes qui n'en ont pas encore, pour qu'ils apparaissent partout avec
          leur nom et leur rôle.
        </p>
        <div aria-live="polite" className="text-sm">
          {reply?.ok ? (
            <>
              <p className="font-medium text-green-700 dark:text-green-400">
                {SYNC_TEXTS.succeeded}
              </p>
              {reply.missingCount ? (
                <p className="text-destructive">{SYNC_TEXTS.missing(reply.missingCount)}</p>
              ) : null}
            </>
          ) : reply ? (
            <p className="text-destructive">
              {`${SYNC_TEXTS.failedTitle} : ${reply.description || SYNC_TEXTS.failed}`}
            </p>
          ) : null}
        </div>
      </div>
      <fetcher.Form method="post" action={ADMIN_ACTION_PATH}>
        <input type="hidden" name="intent" value={ADMIN_INTENTS.syncProfiles} />
        <Button type="submit" variant="outline" disabled={busy} aria-busy={busy}>
          {busy ? (
            <LoaderCircle aria-hidden="true" className="animate-spin" />
          ) : (
            <RefreshCw aria-hidden="true" />
          )}
          {busy ? "Synchronisation..." : "Synchroniser"}
        </Button>
      </fetcher.Form>
    </section>
  );
}
