/**
 * A small label over a card picture or beside a card title. Its look is in app.css: a list page
 * repeats it on every card.
 */
export function CardBadge({
  children,
  tone = "neutral",
  className = "",
}: {
  children: React.ReactNode;
  tone?: "neutral" | "primary" | "accent" | "status" | "new";
  className?: string;
}) {
  const classes = ["card-badge", tone === "neutral" ? "" : `tone-${tone}`, className];
  return <span className={classes.filter(Boolean).join(" ")}>{children}</span>;
}
