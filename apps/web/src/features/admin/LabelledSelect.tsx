import { useId } from 'react';
import { selectClass } from './selectClass';

/** A labelled <select> of the admin forms (role, tier, filters). */
export function LabelledSelect<T extends string>({
  label,
  value,
  options,
  onChange,
  autoFocus = false,
  className,
  hideLabel = false,
}: {
  label: string;
  value: T;
  options: readonly { value: T; label: string }[];
  onChange: (value: T) => void;
  /** Marks the control as the dialog's first focus. */
  autoFocus?: boolean;
  className?: string;
  hideLabel?: boolean;
}) {
  const id = useId();
  return (
    <div className={className}>
      <label
        htmlFor={id}
        className={hideLabel ? 'sr-only' : 'mb-1 block text-sm font-medium text-slate-700'}
      >
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value as T)}
        className={selectClass}
        data-autofocus={autoFocus || undefined}
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}
