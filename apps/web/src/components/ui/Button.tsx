import type { ButtonHTMLAttributes, Ref } from 'react';
import { buttonClasses, type ButtonSize, type ButtonVariant } from './buttonClasses';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Disables the button and marks it busy while its action runs. */
  busy?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

/**
 * The one button of the app. `type` defaults to "button" (a plain <button> inside a form would
 * submit it); `className` adds layout (width, margins), not a new look: add a variant for that.
 */
export function Button({
  variant = 'secondary',
  size = 'md',
  busy = false,
  type = 'button',
  className,
  disabled,
  ...rest
}: ButtonProps) {
  return (
    <button
      type={type}
      disabled={disabled === true || busy}
      aria-busy={busy || undefined}
      className={
        className ? `${buttonClasses(variant, size)} ${className}` : buttonClasses(variant, size)
      }
      {...rest}
    />
  );
}
