import { useLingui } from "@lingui/react";
import { Trans, useLingui as useLinguiMacro } from "@lingui/react/macro";
import { useId } from "react";
import { Link } from "react-router";
import { buttonClasses } from "~/components/ui/button";
import { cn } from "~/components/ui/cn";
import { ChevronDown, Plus } from "~/components/ui/icons";
import { MENU_ITEM_CLASS, MenuPanel, useMenu } from "~/components/ui/menu";
import { useLocalePath } from "~/lib/i18n/use-locale-path";
import { PUBLISH_CHOICES, type TPublishChoice } from "./navigation";

/**
 * One publish choice: its label is the accessible name and its description is read after it.
 * `inMenu` makes it an entry of the dropdown; otherwise a plain link (mobile menu, pages).
 */
export function PublishChoiceLink({
  choice,
  inMenu = false,
  onClick,
}: {
  choice: TPublishChoice;
  inMenu?: boolean;
  onClick?: () => void;
}) {
  const id = useId();
  const { i18n } = useLingui();
  const localePath = useLocalePath();
  const Icon = choice.icon;
  return (
    <Link
      to={localePath(choice.to)}
      role={inMenu ? "menuitem" : undefined}
      tabIndex={inMenu ? -1 : undefined}
      aria-labelledby={`${id}-label`}
      aria-describedby={`${id}-description`}
      onClick={onClick}
      className={cn(MENU_ITEM_CLASS, "items-start py-2.5")}
    >
      <span className="mt-0.5 flex size-8 items-center justify-center rounded-md bg-secondary [&_svg]:text-secondary-foreground!">
        <Icon aria-hidden="true" />
      </span>
      <span className="flex flex-col">
        <span id={`${id}-label`} className="font-medium">
          {i18n._(choice.label)}
        </span>
        <span id={`${id}-description`} className="text-xs text-muted-foreground">
          {i18n._(choice.description)}
        </span>
      </span>
    </Link>
  );
}

/** The 'Publier une annonce' dropdown of the header (tablet and desktop). */
export function PublishMenu() {
  const menu = useMenu();
  const { t } = useLinguiMacro();
  return (
    <div className="relative">
      <button
        type="button"
        {...menu.triggerProps}
        // From 768 to 1023 px the header only has room for the icon; the name stays the same.
        aria-label={t`Publier une annonce`}
        className={buttonClasses({
          variant: "accent",
          size: "md",
          className: "w-10 px-0 lg:w-auto lg:px-3",
        })}
      >
        <Plus aria-hidden="true" />
        <span className="hidden lg:inline">
          <Trans>Publier une annonce</Trans>
        </span>
        <ChevronDown
          aria-hidden="true"
          className={cn("hidden transition-transform lg:block", menu.open && "rotate-180")}
        />
      </button>
      <MenuPanel menu={menu} className="w-80">
        {PUBLISH_CHOICES.map((choice) => (
          <PublishChoiceLink key={choice.to} choice={choice} inMenu />
        ))}
      </MenuPanel>
    </div>
  );
}
