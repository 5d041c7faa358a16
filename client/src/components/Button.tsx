import type { ComponentProps } from 'react';
import { focusRing } from './focusRing';
import { useViewOnly } from './viewOnly';

type Variant = 'primary' | 'secondary' | 'ghost';

// Plain CSS states (Tailwind's `hover:` applies only on devices that hover): the login page's first
// load needs no Headless UI code for its buttons.
const variants: Record<Variant, string> = {
  primary: 'bg-brand-main text-white enabled:hover:brightness-110 enabled:active:brightness-95',
  secondary: 'border border-brand-main bg-white text-brand-main enabled:hover:bg-brand-login-secondary',
  ghost: 'text-brand-main enabled:hover:bg-brand-login-secondary',
};

export type ButtonProps = ComponentProps<'button'> & {
  variant?: Variant;
  className?: string;
  /** The button changes something (sends, deletes, pays): off during a staff view, as every submit button is. */
  mutates?: boolean;
};

/** A button at least 40px high (WCAG 2.2 target size), dimmed while disabled. */
export function Button({ variant = 'primary', className = '', type = 'button', mutates = false, disabled, ...props }: ButtonProps) {
  const viewOnly = useViewOnly();
  return (
    <button
      type={type}
      className={`inline-flex min-h-10 items-center justify-center gap-2 rounded-md px-4 py-2 text-sm font-semibold transition disabled:cursor-not-allowed disabled:opacity-50 ${focusRing} ${variants[variant]} ${className}`}
      {...props}
      disabled={disabled || (viewOnly && (mutates || type === 'submit'))}
    />
  );
}
