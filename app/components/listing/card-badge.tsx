/** A small label over a card picture or beside a card title. */
export function CardBadge({
  children,
  tone = "neutral",
  className = "",
}: {
  children: React.ReactNode;
  tone?: "neutral" | "primary" | "accent" | "status";
  className?: string;
}) {
  const tones = {
    neutral: "bg-card/95 text-card-foreground",
    primary: "bg-primary text-primary-foreground",
    accent: "bg-accent text-accent-foreground",
    // Sold / rented: the page's own text and background swapped, the strongest contrast in
    // either theme.
    status: "bg-foreground text-background",
  };
  return (
    <span
      className={className ? `card-badge ${tones[tone]} ${className}` : `card-badge ${tones[tone]}`}
    >
      {children}
    </span>
  );
}
