import { type RefObject, useLayoutEffect, useRef } from "react";

/*
 * A server-rendered form can be typed into before React hydrates it (seconds on a slow phone).
 * Hydration keeps what the DOM holds, but a controlled field is set back to its state at the
 * first render after it: what was typed is then lost and the initial value is sent.
 */

/** One named entry of `form.elements`: a control, or a list of controls sharing a name. */
type TNamedItem = { type?: unknown; value?: unknown; checked?: unknown };
type TNamedControls = { namedItem(name: string): unknown };

/**
 * What a control named `name` holds now, as the form would send it; null when the form has no
 * such control or it is not one a person types or chooses in (a file, a button).
 */
export function liveControlValue(elements: TNamedControls, name: string): string | null {
  const item = elements.namedItem(name) as TNamedItem | null;
  if (!item || typeof item !== "object") return null;
  // A RadioNodeList (controls sharing the name) has no type: its value is the checked radio's.
  if (!("type" in item)) {
    // Boxes sharing a name (the amenities) have no such value: the ticked ones', joined with
    // commas as the form's state keeps them (an empty hidden companion adds nothing).
    const controls = Array.from(item as ArrayLike<TNamedItem | undefined>).filter(
      (control): control is TNamedItem => typeof control === "object" && control !== null,
    );
    if (controls.some((control) => control.type === "checkbox")) {
      return controls
        .filter((control) => control.type === "checkbox" && control.checked === true)
        .map((control) => String(control.value))
        .join(",");
    }
    return typeof item.value === "string" ? item.value : null;
  }
  if (item.type === "checkbox" || item.type === "radio") {
    return item.checked === true && typeof item.value === "string" ? item.value : "";
  }
  if (item.type === "file" || item.type === "submit" || item.type === "button") return null;
  return typeof item.value === "string" ? item.value : null;
}

/** The fields of `shown` whose control holds something else now; null when none does. */
export function changedControlValues<TName extends string>(
  elements: TNamedControls,
  shown: Readonly<Record<TName, string>>,
): Partial<Record<TName, string>> | null {
  const changed: Partial<Record<TName, string>> = {};
  let any = false;
  for (const name of Object.keys(shown) as TName[]) {
    const live = liveControlValue(elements, name);
    if (live === null || live === shown[name]) continue;
    changed[name] = live;
    any = true;
  }
  return any ? changed : null;
}

/**
 * Keeps what a person typed or chose in the form before it was hydrated: once, right after the
 * first render (before the browser paints again), the controls named in `values` are read from
 * the page and those that differ from `values` are handed to `adopt`, to be put in the state
 * that drives them. After a client-side navigation nothing differs and nothing happens.
 */
export function useKeepEarlyInput<TName extends string>(
  formRef: RefObject<HTMLFormElement | null>,
  values: Readonly<Record<TName, string>>,
  adopt: (typed: Partial<Record<TName, string>>) => void,
): void {
  // The values of the first render are those the server wrote into the page.
  const first = useRef({ values, adopt });
  useLayoutEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const typed = changedControlValues(form.elements, first.current.values);
    if (typed) first.current.adopt(typed);
  }, [formRef]);
}
