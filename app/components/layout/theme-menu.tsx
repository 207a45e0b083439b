import { useLingui } from "@lingui/react/macro";
import { buttonClasses } from "~/components/ui/button";
import { cn } from "~/components/ui/cn";
import { Moon, Sun } from "~/components/ui/icons";
import { MENU_ITEM_CLASS, MenuPanel, useMenu } from "~/components/ui/menu";
import { THEMES } from "~/lib/theme-cookie";
import { THEME_LABELS, useTheme } from "./theme";

/** Light / dark / system choice; the choice is kept in the darna-theme cookie. */
export function ThemeMenu() {
  const menu = useMenu();
  const { theme, setTheme } = useTheme();
  const { t, i18n } = useLingui();
  return (
    <div className="relative">
      <button
        type="button"
        {...menu.triggerProps}
        aria-label={t`Changer le thème`}
        className={buttonClasses({ variant: "ghost", size: "icon" })}
      >
        {/* CSS picks the icon so it matches the page even before 'system' is resolved in JS. */}
        <Sun aria-hidden="true" className="dark:hidden" />
        <Moon aria-hidden="true" className="hidden dark:block" />
      </button>
      <MenuPanel menu={menu} className="min-w-40">
        {THEMES.map((option) => {
          const checked = option === theme;
          return (
            <button
              key={option}
              type="button"
              role="menuitemradio"
              aria-checked={checked}
              tabIndex={-1}
              onClick={() => setTheme(option)}
              className={cn(MENU_ITEM_CLASS, checked && "font-semibold")}
            >
              {/* A radio dot: the state is also exposed by aria-checked. */}
              <span
                aria-hidden="true"
                className={cn(
                  "size-2 rounded-full",
                  checked ? "bg-primary" : "outline outline-1 outline-border",
                )}
              />
              {i18n._(THEME_LABELS[option])}
            </button>
          );
        })}
      </MenuPanel>
    </div>
  );
}
