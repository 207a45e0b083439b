import { Trans } from "@lingui/react/macro";
import { useLocation, useNavigate } from "react-router";
import { buttonClasses } from "~/components/ui/button";
import { cn } from "~/components/ui/cn";
import { ArrowLeft } from "~/components/ui/icons";
import { pathWithoutLocale } from "~/lib/i18n/locale";
import { useLocalePath } from "~/lib/i18n/use-locale-path";

/** True when the previous history entry is a page of this app (React Router numbers them). */
function hasPreviousAppPage(): boolean {
  const state: unknown = window.history.state;
  if (typeof state !== "object" || state === null || !("idx" in state)) return false;
  return typeof state.idx === "number" && state.idx > 0;
}

/**
 * 'Retour': goes back in history, or to `fallback` when the visitor landed here directly (a link
 * from elsewhere, a new tab), so it never leaves the site. Hidden on the home page.
 */
export function BackButton({
  fallback = "/",
  className,
}: {
  fallback?: string;
  className?: string;
}) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const localePath = useLocalePath();
  // The Arabic home page (/ar) is the home page too.
  if (pathWithoutLocale(pathname) === "/") return null;
  return (
    <button
      type="button"
      onClick={() => (hasPreviousAppPage() ? navigate(-1) : navigate(localePath(fallback)))}
      className={buttonClasses({
        variant: "ghost",
        size: "sm",
        className: cn("-ms-2 text-muted-foreground hover:text-foreground", className),
      })}
    >
      <ArrowLeft aria-hidden="true" className="rtl:-scale-x-100" />
      <Trans>Retour</Trans>
    </button>
  );
}
