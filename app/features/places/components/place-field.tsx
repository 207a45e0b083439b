import { useLingui } from "@lingui/react/macro";
import { type ComponentType, useEffect, useId, useRef, useState } from "react";
import { flushSync } from "react-dom";
import { fieldControlClass } from "~/components/ui/select-field";
import { splitTyped, type TPlaceChip } from "../place-chip";
import type { TPlaceComboboxProps } from "./place-combobox";

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

type TTakeOver = { Combobox: ComponentType<TPlaceComboboxProps>; text: string; focus: boolean };

/**
 * The place box of the home page and the lists. Before JavaScript (and without it) a plain text
 * field: 'La Marsa, Ariana' reads on the server as those two places. The combobox with chips
 * and suggestions weighs more than the home page's budget allows up front: it is fetched when
 * the field is first touched, or when the browser is idle, and takes the plain field's place.
 */
export function PlaceField({
  label,
  places,
  onChange,
  name = "location",
  placeholder: givenPlaceholder,
  form,
  className = "",
}: TPlaceFieldProps) {
  const { t } = useLingui();
  const placeholder = givenPlaceholder ?? t`Ex. : La Marsa, Ariana`;
  const id = useId();
  const plainRef = useRef<HTMLInputElement>(null);
  const [takeOver, setTakeOver] = useState<TTakeOver | null>(null);
  const shown = places.map((place) => place.label).join(", ");
  const loading = useRef(false);

  function load() {
    if (loading.current) return;
    loading.current = true;
    import("./place-combobox").then(
      ({ PlaceCombobox }) => {
        const plain = plainRef.current;
        if (!plain) return;
        // Read and swapped in one task, so no letter typed in between is lost. What differs
        // from what the server wrote was typed before (or while) this loaded: kept as typed
        // text, as useKeepEarlyInput does for the forms (app/lib/use-early-input.ts).
        flushSync(() =>
          setTakeOver({
            Combobox: PlaceCombobox,
            text: plain.value === shown ? "" : plain.value,
            focus: document.activeElement === plain,
          }),
        );
      },
      () => {
        // Offline or a new deployment: the plain field still works; the next touch tries again.
        loading.current = false;
      },
    );
  }

  useEffect(() => {
    if (typeof window.requestIdleCallback !== "function") return;
    const handle = window.requestIdleCallback(load, { timeout: 4000 });
    return () => window.cancelIdleCallback(handle);
  });

  return (
    <div className={`flex flex-col gap-1.5 ${className}`}>
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      {takeOver ? (
        <takeOver.Combobox
          key="combobox"
          inputId={id}
          places={places}
          initialText={takeOver.text}
          autoFocus={takeOver.focus}
          onChange={onChange}
          name={name}
          placeholder={placeholder}
          form={form}
        />
      ) : (
        <input
          key="plain"
          ref={plainRef}
          id={id}
          type="text"
          name={name}
          form={form}
          defaultValue={shown}
          placeholder={placeholder}
          autoComplete="off"
          onFocus={load}
          onChange={(event) => onChange?.(splitTyped(event.target.value))}
          className={fieldControlClass}
        />
      )}
    </div>
  );
}
