import { Button as HeadlessButton, type ButtonProps as HeadlessButtonProps } from '@headlessui/react';
import { focusRing } from './focusRing';

type Variant = 'primary' | 'secondary' | 'ghost';

const variants: Record<Variant, string> = {
  primary: 'bg-brand-main text-white data-hover:brightness-110 data-active:brightness-95',
  secondary: 'border border-brand-main bg-white text-brand-main data-hover:bg-brand-login-secondary',
  ghost: 'text-brand-main data-hover:bg-brand-login-secondary',
};

export type ButtonProps = HeadlessButtonProps & { variant?: Variant; className?: string };

/** A button at least 40px high (WCAG 2.2 target size), dimmed while disabled. */
export function Button({ variant = 'primary', className = '', type = 'button', ...props }: ButtonProps) {
  return (
    <HeadlessButton
      type={type}
      className={`inline-flex min-h-10 items-center justify-center gap-2 rounded-md px-4 py-2 text-sm font-semibold transition data-disabled:cursor-not-allowed data-disabled:opacity-50 ${focusRing} ${variants[variant]} ${className}`}
      {...props}
    />
  );
}
