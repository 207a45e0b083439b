import type { ComponentProps } from "react";
import { cn } from "./cn";

/*
 * The look of a button (its base and its variant) is one short class each, defined in app.css:
 * a list page repeats its buttons dozens of times, and each used to carry some 450 characters of
 * utilities. In the components layer, so a utility passed as `className` still wins.
 */
const VARIANTS = {
  primary: "btn-primary",
  secondary: "btn-secondary",
  accent: "btn-accent",
  outline: "btn-outline",
  ghost: "btn-ghost",
  destructive: "btn-destructive",
  link: "btn-link",
} as const;

/*
 * Sizes stay utilities: their `[&_svg]:size-4` must keep beating an icon's own size class by
 * specificity, as it always has, which a components-layer rule would not.
 */
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
  return cn("btn", VARIANTS[variant], SIZES[size], className);
}

export type TButtonProps = ComponentProps<"button"> & TButtonStyle;

/** A `<button>` that defaults to type="button" so it never submits a form by accident. */
export function Button({ variant, size, className, type = "button", ...props }: TButtonProps) {
  return <button type={type} className={buttonClasses({ variant, size, className })} {...props} />;
}
