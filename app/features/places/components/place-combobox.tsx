import type { MessageDescriptor } from "@lingui/core";
import { msg, plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import {
  type CSSProperties,
  type KeyboardEvent,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from "react";
import { X } from "~/components/ui/icons";
import { MAX_PLACES, placeListValue, splitTyped, type TPlaceChip } from "../place-chip";

/*
 * The place box once JavaScript is there (WAI-ARIA 1.2 combobox with a listbox popup, list
 * autocomplete, manual selection): chosen places as chips, suggestions read from /lieux as one
 * types. Loaded on demand by PlaceField, which is all the home page carries at first.
 */

const MAX_QUERY_LENGTH = 60;
/** Long enough to skip the requests of a fast typist's intermediate letters. */
const DEBOUNCE_MS = 150;

const KIND_WORDS: Record<TPlaceChip["kind"], MessageDescriptor> = {
  delegation: msg`Délégation`,
  governorate: msg`Gouvernorat`,
  group: msg`Groupe de gouvernorats`,
};

export type TPlaceComboboxProps = {
  inputId: string;
  places: readonly TPlaceChip[];
  /** What was typed in the plain field before this replaced it: kept, not lost. */
  initialText: string;
  autoFocus: boolean;
  onChange?: (values: string[]) => void;
  name: string;
  placeholder: string;
  form?: string;
};

export function PlaceCombobox({
  inputId,
  places,
  initialText,
  autoFocus,
  onChange,
  name,
  placeholder,
  form,
}: TPlaceComboboxProps) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale;
  const noPlaceFound = t`Aucun lieu trouvé`;
  const tooManyMessage = t`Vous pouvez choisir au maximum ${MAX_PLACES} lieux.`;
  const suggestionsStatus = (count: number) =>
    count === 0
      ? noPlaceFound
      : // `{count}`, not `#`: the count as it is (Western digits, no thousands separator).
        t`${plural(count, { one: `${count} lieu proposé`, other: `${count} lieux proposés` })}`;
  const listboxId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const listboxRef = useRef<HTMLDivElement>(null);
  const [chosen, setChosen] = useState<readonly TPlaceChip[]>(initialText ? [] : places);
  const [text, setText] = useState(initialText);
  // null: nothing asked yet for this text (no 'Aucun lieu trouvé' while the answer is on its way).
  const [suggestions, setSuggestions] = useState<readonly TPlaceChip[] | null>(null);
  // Text typed before this took over, in the field still focused, is answered at once.
  const [open, setOpen] = useState(autoFocus && initialText !== "");
  const [active, setActive] = useState(-1);
  const [status, setStatus] = useState("");
  const [tooMany, setTooMany] = useState(false);

  // A new URL (a list's filters applied) names other places: show those.
  const propKeys = placeListValue(places);
  const [shownKeys, setShownKeys] = useState(propKeys);
  if (propKeys !== shownKeys) {
    setShownKeys(propKeys);
    setChosen(places);
  }

  useEffect(() => {
    if (!autoFocus) return;
    const input = inputRef.current;
    input?.focus();
    input?.setSelectionRange(input.value.length, input.value.length);
  }, [autoFocus]);

  const query = text.trim();
  useEffect(() => {
    if (!query) {
      setSuggestions(null);
      return;
    }
    const controller = new AbortController();
    const timer = window.setTimeout(async () => {
      try {
        // The places' names in the page's language.
        const response = await fetch(`/lieux?q=${encodeURIComponent(query)}&langue=${locale}`, {
          signal: controller.signal,
        });
        const body = (await response.json()) as { places?: TPlaceChip[] };
        const found = body.places ?? [];
        setSuggestions(found);
        setActive(-1);
      } catch {
        // Aborted by a newer letter, or offline: the field still sends what was typed.
      }
    }, DEBOUNCE_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [query, locale]);

  const chosenKeys = new Set(chosen.map((place) => place.key));
  const options = (suggestions ?? []).filter((place) => !chosenKeys.has(place.key));
  const answered = open && query !== "" && suggestions !== null;
  const expanded = answered && options.length > 0;
  const activeOption = expanded ? options[active] : undefined;
  const optionId = (index: number) => `${listboxId}-${index}`;

  // The popup is fixed to the viewport, under the field: the home page's hero clips what
  // overflows it (its glow), and a list cut at its edge would hide places.
  const boxRef = useRef<HTMLDivElement>(null);
  const [popupStyle, setPopupStyle] = useState<CSSProperties>({});
  useLayoutEffect(() => {
    const box = boxRef.current;
    if (!answered || !box) return;
    const place = () => {
      const rect = box.getBoundingClientRect();
      const below = window.innerHeight - rect.bottom - 12;
      setPopupStyle({
        top: rect.bottom + 4,
        left: rect.left,
        width: rect.width,
        maxHeight: Math.max(Math.min(288, below), 120),
      });
    };
    place();
    const observer = new ResizeObserver(place);
    observer.observe(box);
    window.addEventListener("scroll", place, true);
    window.addEventListener("resize", place);
    return () => {
      observer.disconnect();
      window.removeEventListener("scroll", place, true);
      window.removeEventListener("resize", place);
    };
  }, [answered]);

  useEffect(() => {
    if (active < 0) return;
    listboxRef.current?.children[active]?.scrollIntoView({ block: "nearest" });
  }, [active]);

  function update(nextChosen: readonly TPlaceChip[], nextText: string) {
    setChosen(nextChosen);
    setText(nextText);
    onChange?.([...nextChosen.map((place) => place.key), ...splitTyped(nextText)]);
  }

  function choose(place: TPlaceChip) {
    if (chosen.length >= MAX_PLACES) {
      setTooMany(true);
      setOpen(false);
      setStatus(tooManyMessage);
      return;
    }
    update([...chosen, place], "");
    setOpen(false);
    setActive(-1);
    const label = place.label;
    setStatus(t`${label} ajouté`);
    inputRef.current?.focus();
  }

  function remove(place: TPlaceChip) {
    update(
      chosen.filter((other) => other.key !== place.key),
      text,
    );
    setTooMany(false);
    const label = place.label;
    setStatus(t`${label} retiré`);
    inputRef.current?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const count = options.length;
    switch (event.key) {
      case "ArrowDown":
      case "ArrowUp": {
        if (count === 0 || !query) return;
        event.preventDefault();
        const down = event.key === "ArrowDown";
        if (!expanded) {
          setOpen(true);
          setActive(down ? 0 : count - 1);
          return;
        }
        setActive(down ? (active + 1) % count : active <= 0 ? count - 1 : active - 1);
        return;
      }
      case "Enter":
        // With no option highlighted, Enter submits the form as in any field.
        if (!activeOption) return;
        event.preventDefault();
        choose(activeOption);
        return;
      case "Escape":
        if (answered) {
          event.preventDefault();
          setOpen(false);
          setActive(-1);
        } else if (text) {
          event.preventDefault();
          update(chosen, "");
        }
        return;
      case "Backspace": {
        const last = chosen[chosen.length - 1];
        if (text === "" && last) {
          event.preventDefault();
          remove(last);
        }
        return;
      }
    }
  }

  return (
    <div className="relative">
      <div
        ref={boxRef}
        className="flex min-h-11 w-full flex-wrap items-center gap-1.5 rounded-lg border border-input bg-card px-2 py-1.5 text-sm text-card-foreground shadow-xs transition-colors focus-within:border-ring focus-within:outline-2 focus-within:outline-ring/40"
      >
        {chosen.map((place) => (
          <span
            key={place.key}
            className="inline-flex max-w-full items-center gap-1 rounded-full bg-muted py-0.5 ps-2.5 pe-1 text-xs font-medium"
          >
            <span className="truncate">{place.label}</span>
            <button
              type="button"
              aria-label={t`Retirer ${place.label}`}
              onClick={() => remove(place)}
              className="inline-flex size-6 shrink-0 items-center justify-center rounded-full text-muted-foreground hover:bg-card hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
            >
              <X aria-hidden="true" className="size-3.5" />
            </button>
          </span>
        ))}
        <input
          ref={inputRef}
          id={inputId}
          type="text"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listboxId}
          aria-activedescendant={activeOption ? optionId(active) : undefined}
          aria-describedby={tooMany ? `${listboxId}-max` : undefined}
          autoComplete="off"
          maxLength={MAX_QUERY_LENGTH}
          value={text}
          placeholder={chosen.length ? undefined : placeholder}
          onChange={(event) => {
            update(chosen, event.target.value);
            setOpen(true);
          }}
          onKeyDown={onKeyDown}
          onBlur={() => {
            setOpen(false);
            setActive(-1);
          }}
          className="h-8 min-w-24 flex-1 bg-transparent px-1 outline-none placeholder:text-muted-foreground"
        />
      </div>
      <div
        ref={listboxRef}
        id={listboxId}
        role="listbox"
        aria-label={t`Lieux suggérés`}
        hidden={!expanded}
        style={popupStyle}
        className="fixed z-30 overflow-y-auto rounded-lg border border-border bg-card py-1 text-sm text-card-foreground shadow-lg"
      >
        {options.map((place, index) => (
          // biome-ignore lint/a11y/useKeyWithClickEvents: the keys are the field's (aria-activedescendant): the focus never leaves it.
          <div
            key={place.key}
            id={optionId(index)}
            role="option"
            tabIndex={-1}
            aria-selected={index === active}
            // Keeps the focus in the field: the choice is made on the click that follows.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => choose(place)}
            className={`flex cursor-pointer items-baseline justify-between gap-3 px-3 py-2 ${
              index === active ? "bg-muted text-primary" : "hover:bg-muted"
            }`}
          >
            <span>
              {place.label}
              <span className="sr-only">, </span>
            </span>
            <span className="shrink-0 text-xs text-muted-foreground">
              {i18n._(KIND_WORDS[place.kind])}
            </span>
          </div>
        ))}
      </div>
      {answered && options.length === 0 ? (
        <p
          style={popupStyle}
          className="fixed z-30 rounded-lg border border-border bg-card px-3 py-2 text-sm text-muted-foreground shadow-lg"
        >
          {noPlaceFound}
        </p>
      ) : null}
      {tooMany ? (
        <p id={`${listboxId}-max`} className="mt-1 text-sm text-destructive">
          {tooManyMessage}
        </p>
      ) : null}
      <p role="status" className="sr-only">
        {answered ? suggestionsStatus(options.length) : status}
      </p>
      <input
        key="place-keys"
        type="hidden"
        name={name}
        form={form}
        value={[placeListValue(chosen), ...splitTyped(text)].filter(Boolean).join(",")}
      />
    </div>
  );
}
