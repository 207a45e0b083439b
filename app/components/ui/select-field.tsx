import { useLingui } from "@lingui/react";
import { useId } from "react";
import { ChevronDown } from "~/components/ui/icons";

/**
 * `label` is a French business label of app/lib/constants.ts (its message id), shown through the
 * page's catalogue; a label with no catalogue entry ('3+') shows as it is.
 */
export type TSelectOption = { value: string; label: string };

type TSelectFieldProps = {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly TSelectOption[];
  /** The first option, meaning "no filter"; it submits an empty value. */
  emptyLabel?: string;
  /** Submits with another form (the sort selector sits beside the results). */
  form?: string;
  className?: string;
};

export const fieldControlClass =
  "h-11 w-full rounded-lg border border-input bg-card px-3 text-sm text-card-foreground shadow-xs transition-colors focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring/40";

/** A native select with its visible label: works without JavaScript and on every phone. */
export function SelectField({
  label,
  name,
  value,
  onChange,
  options,
  emptyLabel,
  form,
  className = "",
}: TSelectFieldProps) {
  const id = useId();
  const { i18n } = useLingui();
  return (
    <div className={`flex flex-col gap-1.5 ${className}`}>
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <div className="relative">
        <select
          id={id}
          name={name}
          form={form}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          className={`${fieldControlClass} appearance-none pe-9`}
        >
          {emptyLabel === undefined ? null : <option value="">{emptyLabel}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {/* Looked up only when known: Lingui warns of every miss ('3+', a range from the URL). */}
              {option.label in i18n.messages ? i18n._(option.label) : option.label}
            </option>
          ))}
        </select>
        <ChevronDown
          aria-hidden="true"
          className="pointer-events-none absolute end-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
        />
      </div>
    </div>
  );
}
