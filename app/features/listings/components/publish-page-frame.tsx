import type { ReactNode } from "react";
import { Link } from "react-router";
import { buttonClasses } from "~/components/ui/button";
import { ArrowLeft } from "~/components/ui/icons";

/**
 * The frame of every publish / edit page: its title and subtitle, and on an edit page the
 * way back to the user's listings.
 */
export function PublishPageFrame({
  mode,
  title,
  subtitle,
  children,
}: {
  mode: "publish" | "edit";
  title: string;
  subtitle: string;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto w-full max-w-4xl px-4 pt-3 pb-6 sm:px-6 sm:py-10">
      <div className="mb-4 flex flex-col gap-3 sm:mb-8 sm:flex-row sm:items-start sm:justify-between sm:gap-4">
        <div>
          <h1 className="text-xl font-bold tracking-tight sm:text-4xl">{title}</h1>
          <p className="mt-1 line-clamp-2 text-sm text-muted-foreground sm:mt-2 sm:line-clamp-none sm:text-base">
            {subtitle}
          </p>
        </div>
        {mode === "edit" ? (
          <Link
            to="/mes-annonces"
            className={buttonClasses({ variant: "outline", className: "self-start" })}
          >
            <ArrowLeft aria-hidden="true" className="rtl:-scale-x-100" />
            Retour à mes annonces
          </Link>
        ) : null}
      </div>
      {children}
    </div>
  );
}
