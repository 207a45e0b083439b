import { Trans } from "@lingui/react/macro";
import { Link } from "react-router";
import { TriangleAlert } from "~/components/ui/icons";
import { LIST_SEPARATOR } from "~/lib/i18n/locale";
import { usePageLocale } from "~/lib/i18n/use-locale-path";
import type { TPlacesAsked } from "../place-chip";

/**
 * Places the URL names but the list could not search (issue 23: never silently ignored): an
 * unknown value, with the places it may mean as links that put one in its stead, or too many.
 */
export function PlaceNotices({
  places,
  hrefFor,
}: {
  places: TPlacesAsked;
  /** The list's URL with this `location` value, the other filters kept. */
  hrefFor: (location: string) => string;
}) {
  const separator = LIST_SEPARATOR[usePageLocale()];
  if (places.messages.length === 0) return null;
  const withSuggestions = places.unknown.filter((unknown) => unknown.suggestions.length > 0);
  return (
    <div
      role="status"
      className="mb-6 flex gap-3 rounded-lg border border-amber-500/40 bg-amber-500/10 p-4 text-sm"
    >
      <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-amber-600" />
      <div className="flex flex-col gap-1">
        {places.messages.map((message) => (
          <p key={message} className="font-medium">
            {message}
          </p>
        ))}
        {withSuggestions.map((unknown) => {
          const { value } = unknown;
          const suggestions = unknown.suggestions.map((suggestion, index) => (
            <span key={suggestion.place.key}>
              {index > 0 ? separator : null}
              <Link
                to={hrefFor(suggestion.location)}
                className="font-semibold text-primary hover:underline"
              >
                {suggestion.place.label}
              </Link>
            </span>
          ));
          return (
            <p key={value}>
              {withSuggestions.length > 1 ? (
                <Trans>
                  « {value} » : vouliez-vous dire {suggestions}
                  {"\u00a0"}?
                </Trans>
              ) : (
                <Trans>
                  Vouliez-vous dire {suggestions}
                  {"\u00a0"}?
                </Trans>
              )}
            </p>
          );
        })}
      </div>
    </div>
  );
}
