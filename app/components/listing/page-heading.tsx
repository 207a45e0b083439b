/**
 * The title block of a list or location page. On a phone it takes little of the first screen
 * (the results come first): a smaller title, the description kept to two lines (whole in the DOM).
 */
export function PageHeading({ title, subtitle }: { title: string; subtitle: string }) {
  return (
    <div className="mb-4 sm:mb-8">
      <h1 className="text-xl font-bold tracking-tight sm:text-4xl">{title}</h1>
      <p className="mt-1 line-clamp-2 max-w-2xl text-sm text-muted-foreground sm:mt-2 sm:line-clamp-none sm:text-base">
        {subtitle}
      </p>
    </div>
  );
}
