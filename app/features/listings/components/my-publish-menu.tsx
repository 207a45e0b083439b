import { Trans } from "@lingui/react/macro";
import { PUBLISH_CHOICES } from "~/components/layout/navigation";
import { PublishChoiceLink } from "~/components/layout/publish-menu";
import { buttonClasses } from "~/components/ui/button";
import { cn } from "~/components/ui/cn";
import { ChevronDown, Plus } from "~/components/ui/icons";
import { MenuPanel, useMenu } from "~/components/ui/menu";

/**
 * The publish button of my listings: the header's three choices, with its label shown
 * at every width since the page has room for it, phones included.
 */
export function MyPublishMenu() {
  const menu = useMenu();
  return (
    <div className="relative">
      <button
        type="button"
        {...menu.triggerProps}
        className={buttonClasses({ variant: "accent", size: "md" })}
      >
        <Plus aria-hidden="true" />
        <Trans>Publier une annonce</Trans>
        <ChevronDown
          aria-hidden="true"
          className={cn("transition-transform", menu.open && "rotate-180")}
        />
      </button>
      <MenuPanel menu={menu} className="w-[min(20rem,calc(100vw-2rem))]">
        {PUBLISH_CHOICES.map((choice) => (
          <PublishChoiceLink key={choice.to} choice={choice} inMenu />
        ))}
      </MenuPanel>
    </div>
  );
}

/** The three choices as plain links, e.g. in the empty state of my listings. */
export function MyPublishChoices() {
  return (
    <ul className="grid w-full max-w-md gap-1 rounded-lg border border-border bg-background p-1 text-start">
      {PUBLISH_CHOICES.map((choice) => (
        <li key={choice.to}>
          <PublishChoiceLink choice={choice} />
        </li>
      ))}
    </ul>
  );
}
