import { EyeOff } from "lucide-react";
import { type ComponentProps, type ReactNode, useId, useState } from "react";
import { Eye } from "~/components/ui/icons";
import { cn } from "./cn";

const INPUT =
  "h-10 w-full rounded-md border border-input bg-background px-3 text-sm shadow-xs placeholder:text-muted-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive aria-invalid:ring-destructive/30";

export function inputClasses(className?: string) {
  return cn(INPUT, className);
}

type TFieldProps = {
  label: ReactNode;
  /** The message under the field; also marks the control invalid for assistive technology. */
  error?: string | null;
  hint?: ReactNode;
  className?: string;
  children: (control: {
    id: string;
    "aria-invalid": boolean | undefined;
    "aria-describedby": string | undefined;
  }) => ReactNode;
};

/** Label, control and its error message, wired together for screen readers. */
export function Field({ label, error, hint, className, children }: TFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(" ");
  return (
    <div className={cn("space-y-1.5", className)}>
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
      </label>
      {children({
        id,
        "aria-invalid": error ? true : undefined,
        "aria-describedby": describedBy || undefined,
      })}
      {hint ? (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}

type TTextFieldProps = Omit<ComponentProps<"input">, "id"> & {
  label: ReactNode;
  error?: string | null;
  hint?: ReactNode;
  fieldClassName?: string;
};

export function TextField({
  label,
  error,
  hint,
  fieldClassName,
  className,
  ...input
}: TTextFieldProps) {
  return (
    <Field label={label} error={error} hint={hint} className={fieldClassName}>
      {(control) => <input {...control} {...input} className={inputClasses(className)} />}
    </Field>
  );
}

/** A password input with a show/hide toggle. */
export function PasswordField({
  label,
  error,
  hint,
  fieldClassName,
  className,
  ...input
}: Omit<TTextFieldProps, "type">) {
  const [visible, setVisible] = useState(false);
  return (
    <Field label={label} error={error} hint={hint} className={fieldClassName}>
      {(control) => (
        <div className="relative">
          <input
            {...control}
            {...input}
            type={visible ? "text" : "password"}
            className={inputClasses(cn("pe-10", className))}
          />
          <button
            type="button"
            onClick={() => setVisible((value) => !value)}
            aria-label={visible ? "Masquer le mot de passe" : "Afficher le mot de passe"}
            aria-pressed={visible}
            className="absolute inset-y-0 end-0 flex w-10 items-center justify-center rounded-e-md text-muted-foreground hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            {visible ? (
              <EyeOff aria-hidden="true" className="size-4" />
            ) : (
              <Eye aria-hidden="true" className="size-4" />
            )}
          </button>
        </div>
      )}
    </Field>
  );
}
