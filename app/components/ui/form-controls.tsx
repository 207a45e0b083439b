import { type ComponentProps, type ReactNode, useId } from "react";
import { cn } from "~/components/ui/cn";
import { Field, inputClasses } from "~/components/ui/field";
import { ChevronDown } from "~/components/ui/icons";

/*
 * Controls of the property form that the shared primitives (TextField) do not cover: a select and
 * a textarea with their error wiring, a radio group, the sections and the required mark.
 */

/** The star after a required field's label; screen readers get `required` from the control. */
export function RequiredMark() {
  return (
    <span aria-hidden="true" className="text-destructive">
      {" *"}
    </span>
  );
}

export function FormSection({
  title,
  description,
  children,
  singleColumn,
}: {
  title: string;
  description?: string;
  children: ReactNode;
  /** One field per row at every width (otherwise two from the small breakpoint). */
  singleColumn?: boolean;
}) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className="rounded-xl border border-border bg-card p-4 text-card-foreground shadow-sm sm:p-6"
    >
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      {description ? <p className="mt-1 text-sm text-muted-foreground">{description}</p> : null}
      <div className={cn("mt-5 grid gap-4", !singleColumn && "sm:grid-cols-2")}>{children}</div>
    </section>
  );
}

type TOption = { value: string; label: string };

type TSelectInputFieldProps = Omit<ComponentProps<"select">, "id" | "children"> & {
  label: ReactNode;
  options: readonly TOption[];
  /** A first, empty choice ('Sélectionnez…'): the field stays unanswered until one is chosen. */
  placeholder?: string;
  /** Options under headings (<optgroup>), after `options`. */
  groups?: readonly { label: string; options: readonly TOption[] }[];
  error?: string | null;
  hint?: ReactNode;
  fieldClassName?: string;
};

/** A native select (works without JavaScript, native picker on phones) with label and error. */
export function SelectInputField({
  label,
  options,
  placeholder,
  groups,
  error,
  hint,
  fieldClassName,
  className,
  ...select
}: TSelectInputFieldProps) {
  return (
    <Field label={label} error={error} hint={hint} className={fieldClassName}>
      {(control) => (
        <div className="relative">
          <select
            {...control}
            {...select}
            className={inputClasses(cn("appearance-none pe-9", className))}
          >
            {placeholder === undefined ? null : <option value="">{placeholder}</option>}
            {options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
            {groups?.map((group) => (
              <optgroup key={group.label} label={group.label}>
                {group.options.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
          <ChevronDown
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 end-3 size-4 -translate-y-1/2 text-muted-foreground"
          />
        </div>
      )}
    </Field>
  );
}

type TTextAreaFieldProps = Omit<ComponentProps<"textarea">, "id"> & {
  label: ReactNode;
  error?: string | null;
  hint?: ReactNode;
  fieldClassName?: string;
};

export function TextAreaField({
  label,
  error,
  hint,
  fieldClassName,
  className,
  ...textarea
}: TTextAreaFieldProps) {
  return (
    <Field label={label} error={error} hint={hint} className={fieldClassName}>
      {(control) => (
        <textarea
          {...control}
          {...textarea}
          className={inputClasses(cn("h-auto min-h-32 resize-y py-2 leading-relaxed", className))}
        />
      )}
    </Field>
  );
}

/** Radio choices shown as buttons side by side, e.g. À Vendre / À Louer. */
export function ChoiceField({
  legend,
  name,
  value,
  options,
  onChange,
  error,
  className,
}: {
  legend: ReactNode;
  name: string;
  value: string;
  options: readonly TOption[];
  onChange: (value: string) => void;
  error?: string | null;
  className?: string;
}) {
  const errorId = `${useId()}-error`;
  return (
    <fieldset
      aria-describedby={error ? errorId : undefined}
      className={cn("min-w-0 space-y-1.5", className)}
    >
      <legend className="mb-1.5 text-sm font-medium">{legend}</legend>
      <div className="grid grid-cols-2 gap-2">
        {options.map((option) => (
          <label
            key={option.value}
            className="flex h-10 cursor-pointer items-center justify-center gap-2 rounded-md border border-input bg-background px-3 text-sm font-medium shadow-xs transition-colors hover:bg-muted has-[:checked]:border-primary has-[:checked]:bg-primary/10 has-[:checked]:text-primary has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring"
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              aria-invalid={error ? true : undefined}
              className="size-4 accent-primary focus-visible:outline-none"
            />
            {option.label}
          </label>
        ))}
      </div>
      {error ? (
        <p id={errorId} className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

/** A ticked-or-not choice with its label and an explanation under it; sends `value` when ticked. */
export function CheckboxField({
  name,
  label,
  hint,
  checked,
  onCheckedChange,
  value = "on",
  fieldClassName,
}: {
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  value?: string;
  fieldClassName?: string;
}) {
  const hintId = useId();
  return (
    <label className={cn("flex items-start gap-2 text-sm", fieldClassName)}>
      <input
        type="checkbox"
        name={name}
        value={value}
        checked={checked}
        onChange={(event) => onCheckedChange(event.currentTarget.checked)}
        aria-describedby={hint ? hintId : undefined}
        className="mt-0.5 size-4 shrink-0 accent-primary"
      />
      <span>
        <span className="font-medium">{label}</span>
        {hint ? (
          <span id={hintId} className="block text-muted-foreground text-xs">
            {hint}
          </span>
        ) : null}
      </span>
    </label>
  );
}
