import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';

export const inputClass =
  'block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900 shadow-sm placeholder:text-slate-400 focus:border-indigo-500 focus:outline-2 focus:outline-indigo-200 aria-invalid:border-red-500';

export interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange'> {
  label: string;
  /** Visually hidden label (the field's purpose is clear from the layout); still announced. */
  hideLabel?: boolean;
  value: string;
  onChange?: (value: string) => void;
  /** An error about this field: shown under it, marks it invalid and is read with it. */
  error?: string | null;
  /** A control drawn inside the input's right edge (the password Show/Hide toggle). */
  trailing?: ReactNode;
  inputClassName?: string;
  ref?: Ref<HTMLInputElement>;
}

/**
 * A labelled input: `for`/`id` tie the label to it (clicks and screen readers), and an error
 * sets aria-invalid and joins aria-describedby so it is read out with the field.
 */
export function Field({
  id,
  label,
  hideLabel = false,
  value,
  onChange,
  error,
  trailing,
  inputClassName = inputClass,
  className,
  'aria-describedby': describedBy,
  ...input
}: FieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const errorId = `${inputId}-error`;
  const described = [describedBy, error ? errorId : undefined].filter(Boolean).join(' ');
  const control = (
    <input
      id={inputId}
      name={inputId}
      value={value}
      onChange={onChange ? (e) => onChange(e.target.value) : undefined}
      aria-invalid={error ? true : undefined}
      aria-describedby={described || undefined}
      className={inputClassName}
      {...input}
    />
  );
  return (
    <div className={className}>
      <label
        htmlFor={inputId}
        className={hideLabel ? 'sr-only' : 'mb-1 block text-sm font-medium text-slate-700'}
      >
        {label}
      </label>
      {trailing ? (
        <div className="relative">
          {control}
          {trailing}
        </div>
      ) : (
        control
      )}
      {error && (
        <p id={errorId} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
