import type { ComponentProps } from "react";
import { cn } from "./cn";

/** The page width shared by the header, the footer and the pages, so their edges line up. */
export const CONTAINER_CLASS = "mx-auto w-full max-w-7xl px-4 sm:px-6 lg:px-8";

export function Container({ className, ...props }: ComponentProps<"div">) {
  return <div className={cn(CONTAINER_CLASS, className)} {...props} />;
}
