import { useId } from "react";
import { AMENITIES, AMENITIES_FIELD, AMENITIES_LEGEND, toggleAmenity } from "../amenities";

/**
 * 'Équipements' on the publish and edit forms: one box per amenity, each sent as `amenities`.
 * The empty `amenities` beside them says the form asked, so that unticking every box removes
 * them on edit (a sender without the field keeps the stored ones). Works without JavaScript.
 */
export function PropertyAmenitiesField({
  value,
  onChange,
  error,
}: {
  /** The ticked slugs, joined: 'balcon,piscine'. */
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
}) {
  const errorId = `${useId()}-error`;
  const chosen = new Set(value.split(",").filter(Boolean));
  return (
    <fieldset
      aria-describedby={error ? errorId : undefined}
      className="min-w-0 rounded-xl border border-border bg-card p-4 text-card-foreground shadow-sm sm:p-6"
    >
      <legend className="float-left w-full text-lg font-semibold">{AMENITIES_LEGEND}</legend>
      <p className="clear-left pt-1 text-sm text-muted-foreground">
        Cochez seulement ce que le bien offre vraiment : c'est ce que l'annonce affichera.
      </p>
      <input type="hidden" name={AMENITIES_FIELD} value="" />
      <div className="mt-5 grid grid-cols-1 gap-2 min-[360px]:grid-cols-2 sm:grid-cols-3">
        {AMENITIES.map((amenity) => (
          <label
            key={amenity.value}
            className="flex min-h-11 cursor-pointer items-center gap-2 rounded-md border border-input bg-background px-3 text-sm font-medium transition-colors hover:bg-muted has-[:checked]:border-primary has-[:checked]:bg-primary/10 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring"
          >
            <input
              type="checkbox"
              name={AMENITIES_FIELD}
              value={amenity.value}
              checked={chosen.has(amenity.value)}
              onChange={(event) =>
                onChange(toggleAmenity(value, amenity.value, event.currentTarget.checked))
              }
              aria-invalid={error ? true : undefined}
              className="size-4 shrink-0 accent-primary focus-visible:outline-none"
            />
            {amenity.label}
          </label>
        ))}
      </div>
      {error ? (
        <p id={errorId} className="mt-2 text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
