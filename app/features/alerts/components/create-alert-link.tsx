import { Trans } from "@lingui/react/macro";
import { Link } from "react-router";
import { buttonClasses } from "~/components/ui/button";
import type { TListingKind } from "~/kernel/kinds";
import { useLocalePath } from "~/lib/i18n/use-locale-path";
import { newAlertPath } from "../new-alert-path";

/**
 * 'Créer une alerte' on a list page (decision 0023): a plain link to the creation page with the
 * list's applied filters. The same for every visitor (the page cache keeps one copy); the creation
 * page asks visitors to sign in first.
 */
export function CreateAlertLink({ kind, search }: { kind: TListingKind; search: string }) {
  const localePath = useLocalePath();
  return (
    <Link
      to={localePath(newAlertPath(kind, search))}
      rel="nofollow"
      className={buttonClasses({ variant: "outline", size: "sm" })}
    >
      <Trans>Créer une alerte</Trans>
    </Link>
  );
}
