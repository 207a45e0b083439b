import { Construction } from "lucide-react";

/** A route of the table whose feature has not shipped yet: says so plainly, in French. */
export function PendingPage({ title, description }: { title: string; description?: string }) {
  return (
    <section className="mx-auto max-w-2xl px-4 py-16 text-center">
      <Construction aria-hidden="true" className="mx-auto mb-4 size-10 text-accent" />
      <h1 className="mb-3 text-3xl font-bold">{title}</h1>
      <p className="text-muted-foreground">
        {description ?? "Cette fonctionnalité arrive très bientôt sur Darna."}
      </p>
    </section>
  );
}
