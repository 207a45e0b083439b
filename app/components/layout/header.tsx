import { useLingui } from "@lingui/react";
import { Trans, useLingui as useLinguiMacro } from "@lingui/react/macro";
import { lazy, useEffect, useRef, useState } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { buttonClasses } from "~/components/ui/button";
import { cn } from "~/components/ui/cn";
import { CONTAINER_CLASS } from "~/components/ui/container";
import { Menu, X } from "~/components/ui/icons";
import type { TSessionUser } from "~/kernel/actor";
import { isAdmin } from "~/kernel/policy";
import { useLocalePath } from "~/lib/i18n/use-locale-path";
import { LanguageSwitch } from "./language-switch";
import { LogoMark } from "./logo";
import { ADMIN_NAV_ITEM, NAV_ITEMS, PUBLISH_CHOICES, type TNavItem } from "./navigation";
import { PublishChoiceLink, PublishMenu } from "./publish-menu";
import { ThemeMenu } from "./theme-menu";

/** The width from which the navigation is shown inline (specification: mobile under 768 px). */
const DESKTOP_QUERY = "(min-width: 768px)";
const MOBILE_MENU_ID = "menu-mobile";

/*
 * Most visitors are signed out: the account menu's code, the notification bell's included, loads
 * only for a signed-in user. No Suspense boundary around it, on purpose: the server then waits
 * for it and sends it in the page (React streams a boundary's content apart, where it needs
 * JavaScript to show), and hydration waits for it too.
 */
const AccountControls = lazy(() => import("./profile-menu"));

function navItemsFor(user: TSessionUser | null): readonly TNavItem[] {
  return isAdmin(user) ? [...NAV_ITEMS, ADMIN_NAV_ITEM] : NAV_ITEMS;
}

function NavList({
  items,
  className,
  onNavigate,
}: {
  items: readonly TNavItem[];
  className: string;
  onNavigate?: () => void;
}) {
  const { i18n } = useLingui();
  const localePath = useLocalePath();
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item.to}>
          <NavLink
            to={localePath(item.to)}
            end={item.end}
            onClick={onNavigate}
            className={({ isActive }) =>
              cn(
                "block rounded-md px-3 py-2 font-medium transition-colors outline-none focus-visible:ring-2 focus-visible:ring-ring md:px-1.5 md:text-sm lg:px-3",
                isActive
                  ? "bg-secondary text-secondary-foreground"
                  : "text-muted-foreground hover:bg-muted hover:text-foreground",
              )
            }
          >
            {i18n._(item.label)}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

export type THeaderProps = { user: TSessionUser | null };

/** The sticky site header: brand, navigation, publish dropdown, theme, account. */
export function Header({ user }: THeaderProps) {
  const items = navItemsFor(user);
  const [mobileOpen, setMobileOpen] = useState(false);
  const headerRef = useRef<HTMLElement>(null);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();
  const { t } = useLinguiMacro();
  const localePath = useLocalePath();

  // A navigation from anywhere (a link in the menu, the back button, the logo) closes the menu.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the path change is the trigger
  useEffect(() => {
    setMobileOpen(false);
  }, [pathname]);

  useEffect(() => {
    if (!mobileOpen) return;
    const desktop = window.matchMedia(DESKTOP_QUERY);
    const onWidthChange = () => {
      if (desktop.matches) setMobileOpen(false);
    };
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && !headerRef.current?.contains(event.target)) {
        setMobileOpen(false);
      }
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setMobileOpen(false);
      menuButtonRef.current?.focus();
    };
    onWidthChange();
    desktop.addEventListener("change", onWidthChange);
    document.addEventListener("pointerdown", onPointerDown);
    document.addEventListener("keydown", onKeyDown);
    return () => {
      desktop.removeEventListener("change", onWidthChange);
      document.removeEventListener("pointerdown", onPointerDown);
      document.removeEventListener("keydown", onKeyDown);
    };
  }, [mobileOpen]);

  return (
    <header
      ref={headerRef}
      className="sticky top-0 z-40 border-b border-border bg-background/90 backdrop-blur supports-[backdrop-filter]:bg-background/75"
    >
      <div className={cn(CONTAINER_CLASS, "flex h-16 items-center gap-2 lg:gap-4")}>
        <Link
          to={localePath("/")}
          className="me-1 flex shrink-0 items-center gap-2 rounded-md text-xl font-bold tracking-tight outline-none focus-visible:ring-2 focus-visible:ring-ring lg:me-2"
        >
          <LogoMark />
          <span>Darna</span>
        </Link>

        <nav aria-label={t`Navigation principale`} className="hidden md:block">
          <NavList items={items} className="flex items-center gap-0.5 lg:gap-1" />
        </nav>

        <div className="ms-auto flex items-center gap-1 lg:gap-2">
          <div className="hidden md:block">
            <PublishMenu />
          </div>
          <LanguageSwitch className="hidden lg:flex" />
          <ThemeMenu />
          {user ? (
            <AccountControls user={user} />
          ) : (
            // A signed-in person's page served as the visitor's hides it until they are read.
            <Link
              data-personal
              to="/auth"
              className={buttonClasses({ variant: "primary", size: "md" })}
            >
              <Trans>Connexion</Trans>
            </Link>
          )}
          <button
            ref={menuButtonRef}
            type="button"
            aria-label={t`Menu`}
            aria-expanded={mobileOpen}
            aria-controls={MOBILE_MENU_ID}
            onClick={() => setMobileOpen((open) => !open)}
            className={buttonClasses({ variant: "ghost", size: "icon", className: "md:hidden" })}
          >
            {mobileOpen ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
          </button>
        </div>
      </div>

      <div
        id={MOBILE_MENU_ID}
        hidden={!mobileOpen}
        className="max-h-[calc(100dvh-4rem)] overflow-y-auto border-t border-border bg-background md:hidden"
      >
        <div className={cn(CONTAINER_CLASS, "py-3")}>
          <nav aria-label={t`Navigation mobile`}>
            <NavList
              items={items}
              className="flex flex-col gap-1 text-base"
              onNavigate={() => setMobileOpen(false)}
            />
          </nav>
          <section
            aria-labelledby="menu-mobile-publier"
            className="mt-3 border-t border-border pt-3"
          >
            <h2
              id="menu-mobile-publier"
              className="px-3 pb-1 text-xs font-semibold tracking-wide text-muted-foreground uppercase"
            >
              <Trans>Publier une annonce</Trans>
            </h2>
            <ul className="flex flex-col gap-1">
              {PUBLISH_CHOICES.map((choice) => (
                <li key={choice.to}>
                  <PublishChoiceLink choice={choice} onClick={() => setMobileOpen(false)} />
                </li>
              ))}
            </ul>
          </section>
          <div className="mt-3 border-t border-border pt-3">
            <LanguageSwitch />
          </div>
        </div>
      </div>
    </header>
  );
}
