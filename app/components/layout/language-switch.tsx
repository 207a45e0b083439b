import { useLocation } from "react-router";
import { buttonClasses } from "~/components/ui/button";
import { cn } from "~/components/ui/cn";
import { LANGUAGE_ACTION } from "~/lib/i18n/locale";
import { usePageLocale } from "~/lib/i18n/use-locale-path";

/**
 * The other language, named in itself: a plain form, so the whole document (its direction, its
 * catalogue, its links) comes back in the chosen language, with or without JavaScript. The page
 * to show again is the one the form is posted from (its Referer), `vers` when a browser sends
 * none: the footer's copy is never hydrated and keeps the address of the first page.
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const locale = usePageLocale();
  const { pathname, search } = useLocation();
  const other =
    locale === "ar" ? { locale: "fr", name: "Français" } : { locale: "ar", name: "العربية" };
  return (
    <form method="post" action={LANGUAGE_ACTION} className={cn("flex", className)}>
      <input type="hidden" name="langue" value={other.locale} />
      <input type="hidden" name="vers" value={`${pathname}${search}`} />
      <button
        type="submit"
        lang={other.locale}
        dir="auto"
        className={buttonClasses({ variant: "ghost", size: "md", className: "px-3" })}
      >
        {other.name}
      </button>
    </form>
  );
}
