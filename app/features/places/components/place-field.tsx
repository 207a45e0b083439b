import { useId } from "react";
import { fieldControlClass } from "~/components/ui/select-field";
import type { TPlaceChip } from "../place-chip";

type TPlaceFieldProps = {
  label: string;
  /** The places the URL already names, shown as chosen. */
  places: readonly TPlaceChip[];
  /** Called with the URL values of the places chosen ('la_marsa', 'ariana'). */
  onChange?: (values: string[]) => void;
  name?: string;
  placeholder?: string;
  form?: string;
  className?: string;
};

/**
 * The place box of the home page and the lists. Before JavaScript (and without it) a plain text
 * field: 'La Marsa, Ariana' reads on the server as those two places.
 */
export function PlaceField({
  label,
  places,
  onChange,
  name = "location",
  placeholder = "Ex. : La Marsa, Ariana",
  form,
  className = "",
}: TPlaceFieldProps) {
  const id = useId();
  return (
    <div className={`flex flex-col gap-1.5 ${className}`}>
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <input
        id={id}
        type="text"
        name={name}
        form={form}
        defaultValue={places.map((place) => place.label).join(", ")}
        placeholder={placeholder}
        autoComplete="off"
        onChange={(event) =>
          onChange?.(
            event.target.value
              .split(",")
              .map((value) => value.trim())
              .filter(Boolean),
          )
        }
        className={fieldControlClass}
      />
    </div>
  );
}
