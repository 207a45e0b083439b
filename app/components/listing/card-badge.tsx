/** A small label over a card picture or beside a card title. */
export function CardBadge({
  children,
  tone = "neutral",
  className = "",
}: {
  children: React.ReactNode;
  tone?: "neutral" | "primary" | "accent";
  className?: string;
}) {
  const tones = {
    neutral: "bg-card/95 text-card-foreground",
    primary: "bg-primary text-primary-foreground",
    accent: "bg-accent text-accent-foreground",
  };
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold shadow-sm ${tones[tone]} ${className}`}
    >
      {children}
    </span>
  );
}
