import type { ComponentProps } from "react";
import { cn } from "./cn";

const BASE =
  "inline-flex shrink-0 items-center justify-center gap-2 whitespace-nowrap rounded-md font-medium transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background disabled:pointer-events-none disabled:opacity-50 aria-disabled:pointer-events-none aria-disabled:opacity-50 [&_svg]:pointer-events-none [&_svg]:shrink-0";

const VARIANTS = {
  primary: "bg-primary text-primary-foreground shadow-sm hover:bg-primary/90",
  secondary: "bg-secondary text-secondary-foreground hover:bg-secondary/80",
  accent: "bg-accent text-accent-foreground shadow-sm hover:bg-accent/90",
  outline: "border border-border bg-background hover:bg-muted",
  ghost: "hover:bg-muted",
  destructive: "bg-destructive text-destructive-foreground shadow-sm hover:bg-destructive/90",
  link: "text-primary underline-offset-4 hover:underline",
} as const;

const SIZES = {
  sm: "h-8 px-3 text-sm [&_svg]:size-4",
  md: "h-10 px-4 text-sm [&_svg]:size-4",
  lg: "h-12 px-6 text-base [&_svg]:size-5",
  icon: "size-10 [&_svg]:size-5",
} as const;

export type TButtonVariant = keyof typeof VARIANTS;
export type TButtonSize = keyof typeof SIZES;
export type TButtonStyle = { variant?: TButtonVariant; size?: TButtonSize; className?: string };

/** The button look for elements that are not buttons, e.g. `<Link className={buttonClasses()}>`. */
export function buttonClasses({ variant = "primary", size = "md", className }: TButtonStyle = {}) {
  return cn(BASE, VARIANTS[variant], SIZES[size], className);
}

export type TButtonProps = ComponentProps<"button"> & TButtonStyle;

/** A `<button>` that defaults to type="button" so it never submits a form by accident. */
export function Button({ variant, size, className, type = "button", ...props }: TButtonProps) {
  return <button type={type} className={buttonClasses({ variant, size, className })} {...props} />;
}
