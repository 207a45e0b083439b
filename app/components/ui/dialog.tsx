import { useLingui } from "@lingui/react/macro";
import { Dialog as RadixDialog } from "radix-ui";
import type { ComponentProps, ReactNode } from "react";
import { X } from "~/components/ui/icons";
import { cn } from "./cn";

export type TDialogProps = {
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** The element that opens the dialog (rendered as is, e.g. a <Button>); optional when `open` is controlled. */
  trigger?: ReactNode;
  title: ReactNode;
  /** Read out with the title when the dialog opens. */
  description?: ReactNode;
  /** Shown before the title, e.g. a warning icon. */
  icon?: ReactNode;
  children?: ReactNode;
  className?: string;
};

/**
 * A modal dialog: focus trapped inside, Escape and the overlay close it, focus returns to the
 * trigger, the page behind does not scroll. Always carries a title and a 'Fermer' button.
 */
export function Dialog({
  open,
  onOpenChange,
  trigger,
  title,
  description,
  icon,
  children,
  className,
}: TDialogProps) {
  const { t } = useLingui();
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      {trigger ? <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger> : null}
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-50 bg-black/50 transition-opacity duration-150 starting:opacity-0" />
        <RadixDialog.Content
          // Without a description Radix would point aria-describedby at nothing.
          {...(description ? {} : { "aria-describedby": undefined })}
          className={cn(
            "fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl border bg-card p-6 text-card-foreground shadow-xl outline-none transition-[opacity,scale] duration-150 starting:scale-95 starting:opacity-0",
            className,
          )}
        >
          <div className="flex items-start gap-3 pe-8">
            {icon}
            <div className="min-w-0 space-y-1.5">
              <RadixDialog.Title className="text-lg leading-tight font-semibold">
                {title}
              </RadixDialog.Title>
              {description ? (
                <RadixDialog.Description className="text-sm text-muted-foreground">
                  {description}
                </RadixDialog.Description>
              ) : null}
            </div>
          </div>
          {children ? <div className="mt-5">{children}</div> : null}
          <RadixDialog.Close
            aria-label={t`Fermer`}
            className="absolute top-3 end-3 inline-flex size-8 items-center justify-center rounded-md text-muted-foreground transition-colors hover:bg-muted hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            <X aria-hidden="true" className="size-4" />
          </RadixDialog.Close>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

/** Wraps a button (or any element) so that it closes the surrounding dialog, e.g. 'Annuler'. */
export function DialogClose({ children }: { children: ReactNode }) {
  return <RadixDialog.Close asChild>{children}</RadixDialog.Close>;
}

/** The row of buttons at the bottom of a dialog: stacked on a phone, aligned to the end otherwise. */
export function DialogFooter({ className, ...props }: ComponentProps<"div">) {
  return (
    <div
      className={cn("mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end", className)}
      {...props}
    />
  );
}
