import { useEffect, useId, useState } from "react";
import { useFetcher, useLocation, useNavigate } from "react-router";
import { cn } from "~/components/ui/cn";
import { Star } from "~/components/ui/icons";
import { toast } from "~/components/ui/toast";
import { useNewReply } from "~/lib/use-new-reply";
import {
  loginHref,
  MAX_STARS,
  RATE_INTENT,
  RATING_TOASTS,
  starLabel,
  type TRateActionData,
} from "../schemas";

type TProps = {
  /** 'Évaluer ce service' or 'Évaluer cette boutique'. */
  title: string;
  /** The viewer's own rating, null when they have not rated yet (or are a visitor). */
  myRating: number | null;
  signedIn: boolean;
  /** Set for the item's owner: why they cannot rate it, shown instead of the stars. */
  ownItemMessage?: string | null;
};

const STARS = Array.from({ length: MAX_STARS }, (_, index) => index + 1);

/**
 * Five star buttons. The chosen note shows at once and is confirmed or taken
 * back by the answer, with its toast; visitors are sent to sign in. Each star is a submit
 * button of a plain form, so rating works before the page's JavaScript has loaded.
 */
export function RatingWidget({ title, myRating, signedIn, ownItemMessage = null }: TProps) {
  const headingId = useId();
  const fetcher = useFetcher<TRateActionData>();
  const navigate = useNavigate();
  const location = useLocation();
  const [hydrated, setHydrated] = useState(false);
  const [saved, setSaved] = useState(myRating);
  const [preview, setPreview] = useState<number | null>(null);

  useEffect(() => setHydrated(true), []);
  useEffect(() => setSaved(myRating), [myRating]);

  useNewReply(fetcher.data, fetcher.state === "idle", (answer) => {
    if (answer.ok) {
      setSaved(answer.stars);
      void toast.success(RATING_TOASTS.saved.title, {
        description: RATING_TOASTS.saved.description,
      });
    } else if (answer.reason === "own") {
      void toast.error(RATING_TOASTS.own.title, { description: answer.message });
    } else if (answer.reason === "signin") {
      void toast.error(RATING_TOASTS.signIn.title, {
        description: RATING_TOASTS.signIn.description,
      });
      navigate(loginHref(location.pathname + location.search));
    } else {
      void toast.error(RATING_TOASTS.failed.title, {
        description: RATING_TOASTS.failed.description,
      });
    }
  });

  const pending = Number(fetcher.formData?.get("stars"));
  const current = Number.isInteger(pending) && pending > 0 ? pending : (saved ?? 0);
  const lit = preview ?? current;

  return (
    <section
      id="evaluer"
      aria-labelledby={headingId}
      className="rounded-xl border border-border bg-card p-5"
    >
      <h2 id={headingId} className="mb-1 font-semibold text-xl">
        {title}
      </h2>
      {ownItemMessage ? (
        <p className="text-muted-foreground text-sm">{ownItemMessage}</p>
      ) : (
        <>
          <p className="mb-3 text-muted-foreground text-sm" aria-live="polite">
            {current > 0
              ? `Votre note : ${current} sur 5`
              : "Cliquez sur une étoile pour donner votre note."}
          </p>
          <fetcher.Form
            method="post"
            onSubmit={(event) => {
              if (signedIn) return;
              event.preventDefault();
              void toast.error(RATING_TOASTS.signIn.title, {
                description: RATING_TOASTS.signIn.description,
              });
              navigate(loginHref(location.pathname + location.search));
            }}
          >
            <input type="hidden" name="intent" value={RATE_INTENT} />
            {/* Without it the action answers a plain form post with a redirect back and a toast. */}
            {hydrated ? <input type="hidden" name="enhanced" value="1" /> : null}
            {/* biome-ignore lint/a11y/useSemanticElements: a fieldset would add a legend; the heading names the group */}
            <div
              role="group"
              aria-labelledby={headingId}
              className="flex items-center gap-1"
              onMouseLeave={() => setPreview(null)}
            >
              {STARS.map((stars) => (
                <button
                  key={stars}
                  type="submit"
                  name="stars"
                  value={stars}
                  aria-label={starLabel(stars)}
                  aria-pressed={current === stars}
                  title={starLabel(stars)}
                  onMouseEnter={() => setPreview(stars)}
                  onFocus={() => setPreview(stars)}
                  onBlur={() => setPreview(null)}
                  className="rounded-md p-1 transition-transform hover:scale-110 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                >
                  <Star
                    aria-hidden="true"
                    className={cn(
                      "size-8",
                      stars <= lit ? "fill-amber-400 text-amber-400" : "text-muted-foreground/50",
                    )}
                  />
                </button>
              ))}
            </div>
          </fetcher.Form>
        </>
      )}
    </section>
  );
}
