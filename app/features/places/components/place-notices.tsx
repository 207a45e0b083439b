import { Link } from "react-router";
import { MapPin } from "~/components/ui/icons";
import type { TPlaceNotices } from "../place-chip";

/** What a list says about the places of its URL it could not use. */
export function PlaceNotices({ notices }: { notices: TPlaceNotices }) {
  if (!notices.unknownMessage && !notices.tooManyMessage) return null;
  return (
    <div
      role="status"
      className="mb-6 flex flex-col gap-2 rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-50"
    >
      {notices.unknownMessage ? (
        <p className="flex items-center gap-2 font-semibold">
          <MapPin aria-hidden="true" className="size-4 shrink-0" />
          {notices.unknownMessage}
        </p>
      ) : null}
      {notices.suggestions.length > 0 ? (
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <span>Vouliez-vous dire :</span>
          {notices.suggestions.map((suggestion) => (
            <Link
              key={suggestion.href}
              to={suggestion.href}
              className="font-semibold underline underline-offset-2 hover:no-underline"
            >
              {suggestion.label}
            </Link>
          ))}
        </p>
      ) : null}
      {notices.tooManyMessage ? <p>{notices.tooManyMessage}</p> : null}
    </div>
  );
}
