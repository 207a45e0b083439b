import {
  type ComponentProps,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  type RefObject,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
} from "react";
import { cn } from "./cn";

/*
 * A dropdown menu following the WAI-ARIA menu button pattern, written by hand because the header
 * ships on every page and a full menu library would cost more than the rest of the layout.
 */

const ITEM_SELECTOR = '[role="menuitem"],[role="menuitemradio"],[role="menuitemcheckbox"]';

function menuItems(menu: HTMLElement | null): HTMLElement[] {
  if (!menu) return [];
  return Array.from(menu.querySelectorAll<HTMLElement>(ITEM_SELECTOR)).filter(
    (item) => !item.hasAttribute("disabled") && item.getAttribute("aria-disabled") !== "true",
  );
}

export type TMenu = {
  open: boolean;
  /** Closes the menu; with `restoreFocus` the trigger gets the focus back (Escape, item choice). */
  close: (restoreFocus?: boolean) => void;
  triggerProps: {
    ref: RefObject<HTMLButtonElement | null>;
    id: string;
    "aria-haspopup": "menu";
    "aria-expanded": boolean;
    "aria-controls": string;
    onClick: () => void;
    onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => void;
  };
  menuProps: {
    ref: RefObject<HTMLDivElement | null>;
    id: string;
    role: "menu";
    "aria-labelledby": string;
    hidden: boolean;
    onKeyDown: (event: KeyboardEvent<HTMLDivElement>) => void;
    onClick: (event: MouseEvent<HTMLDivElement>) => void;
  };
};

/**
 * State and props of one menu: spread `triggerProps` on a `<button type="button">` and `menuProps`
 * on the panel; mark the entries with role="menuitem" (or menuitemradio) and tabIndex={-1}.
 * Arrow keys, Home and End move between entries, Escape closes and refocuses the trigger, Tab and a
 * click outside close, choosing an entry closes.
 */
export function useMenu(): TMenu {
  const id = useId();
  const triggerId = `${id}-trigger`;
  const menuId = `${id}-menu`;
  const [open, setOpen] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const focusOnOpen = useRef<"first" | "last">("first");

  const close = useCallback((restoreFocus = false) => {
    setOpen(false);
    if (restoreFocus) triggerRef.current?.focus();
  }, []);

  useEffect(() => {
    if (!open) return;
    const items = menuItems(menuRef.current);
    const checked = items.find((item) => item.getAttribute("aria-checked") === "true");
    (focusOnOpen.current === "last" ? items.at(-1) : (checked ?? items[0]))?.focus();

    const onPointerDown = (event: PointerEvent) => {
      const target = event.target;
      if (!(target instanceof Node)) return;
      if (menuRef.current?.contains(target) || triggerRef.current?.contains(target)) return;
      setOpen(false);
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [open]);

  const openAt = (where: "first" | "last") => {
    focusOnOpen.current = where;
    setOpen(true);
  };

  return {
    open,
    close,
    triggerProps: {
      ref: triggerRef,
      id: triggerId,
      "aria-haspopup": "menu",
      "aria-expanded": open,
      "aria-controls": menuId,
      onClick: () => {
        focusOnOpen.current = "first";
        setOpen((wasOpen) => !wasOpen);
      },
      onKeyDown: (event) => {
        if (event.key === "ArrowDown" || event.key === "ArrowUp") {
          event.preventDefault();
          openAt(event.key === "ArrowDown" ? "first" : "last");
        } else if (event.key === "Escape" && open) {
          event.preventDefault();
          close(true);
        }
      },
    },
    menuProps: {
      ref: menuRef,
      id: menuId,
      role: "menu",
      "aria-labelledby": triggerId,
      hidden: !open,
      onKeyDown: (event) => {
        const items = menuItems(menuRef.current);
        const current = items.indexOf(document.activeElement as HTMLElement);
        let next: number | null = null;
        switch (event.key) {
          case "ArrowDown":
            next = (current + 1) % items.length;
            break;
          case "ArrowUp":
            next = (current - 1 + items.length) % items.length;
            break;
          case "Home":
            next = 0;
            break;
          case "End":
            next = items.length - 1;
            break;
          case "Escape":
            event.preventDefault();
            close(true);
            return;
          case "Tab":
            setOpen(false);
            return;
          case " ":
            // Links ignore the space bar; in a menu it activates the entry like Enter.
            if (event.target instanceof HTMLAnchorElement) {
              event.preventDefault();
              event.target.click();
            }
            return;
          default:
            return;
        }
        event.preventDefault();
        items[next]?.focus();
      },
      onClick: (event) => {
        if (event.target instanceof Element && event.target.closest(ITEM_SELECTOR)) close(true);
      },
    },
  };
}

/** The floating panel of a menu, anchored under its trigger (the parent must be `relative`). */
export function MenuPanel({
  menu,
  align = "end",
  className,
  children,
}: {
  menu: TMenu;
  align?: "start" | "end";
  className?: string;
  children: ReactNode;
}) {
  return (
    <div
      {...menu.menuProps}
      className={cn(
        "absolute top-full z-50 mt-2 min-w-56 rounded-lg border border-border bg-card p-1 text-card-foreground shadow-lg outline-none",
        align === "end" ? "end-0" : "start-0",
        className,
      )}
    >
      {children}
    </div>
  );
}

export const MENU_ITEM_CLASS =
  "flex w-full cursor-pointer items-center gap-3 rounded-md px-3 py-2 text-start text-sm outline-none hover:bg-muted focus:bg-muted [&_svg]:size-4 [&_svg]:shrink-0 [&_svg]:text-muted-foreground";

export function MenuSeparator() {
  return <hr className="-mx-1 my-1 border-border" />;
}

/** A non-interactive heading inside a menu (e.g. who is signed in). */
export function MenuLabel({ className, ...props }: ComponentProps<"div">) {
  return <div role="presentation" className={cn("px-3 py-2 text-sm", className)} {...props} />;
}
