import type { ReactNode } from "react";
import { LogoMark } from "~/components/layout/logo";
import { cn } from "~/components/ui/cn";

type TAuthCardProps = {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  /** Under the card body, e.g. 'Pas encore de compte ? Inscrivez-vous'. */
  footer?: ReactNode;
  /** The sign-up form puts the first and last names side by side: it needs more room. */
  wide?: boolean;
};

/** The frame of every auth screen: a centred card on a soft background, Darna's mark on top. */
export function AuthCard({ title, description, children, footer, wide }: TAuthCardProps) {
  return (
    <section
      aria-labelledby="auth-title"
      className="relative isolate overflow-hidden px-4 pt-2 pb-16 sm:pt-10 sm:pb-24"
    >
      <div
        aria-hidden="true"
        className="absolute inset-x-0 top-0 -z-10 h-80 bg-gradient-to-b from-secondary/70 to-transparent dark:from-secondary/30"
      />
      <div
        aria-hidden="true"
        className="absolute top-10 -end-24 -z-10 size-72 rounded-full bg-accent/10 blur-3xl"
      />
      <div
        className={cn(
          "mx-auto w-full rounded-2xl border border-border bg-card text-card-foreground shadow-lg shadow-primary/5",
          wide ? "max-w-lg" : "max-w-md",
        )}
      >
        <div className="px-5 pt-4 pb-6 sm:px-8 sm:pt-8">
          <div className="mb-5 flex flex-col items-center text-center sm:mb-6">
            {/* On a phone the site header's mark is right above: the form starts higher without it. */}
            <LogoMark className="mb-4 hidden size-11 sm:block" />
            <h1 id="auth-title" className="text-xl font-bold tracking-tight sm:text-2xl">
              {title}
            </h1>
            {description ? (
              <p className="mt-1 line-clamp-2 text-pretty text-sm text-muted-foreground sm:mt-2 sm:line-clamp-none">
                {description}
              </p>
            ) : null}
          </div>
          {children}
        </div>
        {footer ? (
          <div className="rounded-b-2xl border-t border-border bg-muted/50 px-5 py-4 text-center text-sm text-muted-foreground sm:px-8">
            {footer}
          </div>
        ) : null}
      </div>
    </section>
  );
}

/** 'ou' between the e-mail form and the social buttons. */
export function AuthDivider({ label = "ou" }: { label?: string }) {
  return (
    <div className="my-6 flex items-center gap-3 text-xs text-muted-foreground uppercase">
      <span aria-hidden="true" className="h-px flex-1 bg-border" />
      <span>{label}</span>
      <span aria-hidden="true" className="h-px flex-1 bg-border" />
    </div>
  );
}

/** A text link in the auth screens' voice (underlined on hover, visible focus ring). */
export const AUTH_LINK_CLASS =
  "rounded-sm font-medium text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring";
