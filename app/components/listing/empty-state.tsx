import { SearchX } from "~/components/ui/icons";

/** The text a list shows when it has nothing (texts from the specification). */
export function EmptyState({ message, children }: { message: string; children?: React.ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-border bg-card px-6 py-12 text-center">
      <SearchX aria-hidden="true" className="size-8 text-muted-foreground" />
      <p className="text-muted-foreground">{message}</p>
      {children}
    </div>
  );
}
