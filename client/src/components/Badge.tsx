import type { ComponentProps } from 'react';

/** What a badge says about its value; the text always carries the meaning, the colour only repeats it. */
export type BadgeTone = 'neutral' | 'muted' | 'info' | 'accent' | 'success' | 'fair' | 'warning' | 'caution' | 'danger' | 'special' | 'brand';

/**
 * `soft`: a tinted pill; `outline`: paler, with an inset ring; `bordered`: paler, with a solid border;
 * `solid`: white on a strong colour, to be seen on the dark toolbar.
 */
type BadgeVariant = 'soft' | 'outline' | 'bordered' | 'solid';

// Whole class names, so that Tailwind finds them; every pair keeps at least 4.5:1 contrast.
const SOFT: Record<BadgeTone, string> = {
  neutral: 'bg-gray-100 text-gray-800',
  muted: 'bg-gray-200 text-gray-800',
  info: 'bg-sky-100 text-sky-900',
  accent: 'bg-blue-100 text-blue-900',
  success: 'bg-green-100 text-green-900',
  fair: 'bg-lime-100 text-lime-900',
  warning: 'bg-amber-100 text-amber-900',
  caution: 'bg-orange-100 text-orange-900',
  danger: 'bg-red-100 text-red-900',
  special: 'bg-purple-100 text-purple-900',
  brand: 'bg-brand-main text-white',
};

const OUTLINE: Record<BadgeTone, string> = {
  ...SOFT,
  success: 'bg-emerald-50 text-emerald-900 ring-1 ring-inset ring-emerald-700/30',
  info: 'bg-sky-50 text-sky-900 ring-1 ring-inset ring-sky-700/30',
  warning: 'bg-amber-50 text-amber-900 ring-1 ring-inset ring-amber-700/30',
  danger: 'bg-red-50 text-red-900 ring-1 ring-inset ring-red-700/30',
};

const BORDERED: Record<BadgeTone, string> = {
  ...SOFT,
  neutral: 'border border-gray-500 bg-gray-100 text-gray-800',
  success: 'border border-green-700 bg-green-50 text-green-900',
  warning: 'border border-amber-700 bg-amber-50 text-amber-900',
};

const SOLID: Record<BadgeTone, string> = {
  ...SOFT,
  danger: 'bg-red-700 text-white',
};

const VARIANTS: Record<BadgeVariant, Record<BadgeTone, string>> = { soft: SOFT, outline: OUTLINE, bordered: BORDERED, solid: SOLID };

/** `counter`: a round bubble as narrow as its digits allow, for a number on an icon. */
type BadgeShape = 'pill' | 'rounded' | 'counter';

const SHAPES: Record<BadgeShape, string> = {
  pill: 'rounded-full px-2.5 py-0.5',
  rounded: 'rounded px-2.5 py-0.5',
  counter: 'min-w-5 justify-center rounded-full px-1 leading-5',
};

type BadgeProps = Omit<ComponentProps<'span'>, 'className'> & {
  tone: BadgeTone;
  variant?: BadgeVariant;
  shape?: BadgeShape;
};

/** The portal's one badge: a short status or count, never a control. */
export function Badge({ tone, variant = 'soft', shape = 'pill', children, ...props }: BadgeProps) {
  return (
    <span className={`inline-flex w-fit shrink-0 items-center gap-1 whitespace-nowrap ${SHAPES[shape]} text-xs font-semibold ${VARIANTS[variant][tone]}`} {...props}>
      {children}
    </span>
  );
}

/** A tone looked up by value, with a fallback for values the map does not know. */
export function toneOf(tones: Readonly<Record<string, BadgeTone>>, value: string, fallback: BadgeTone): BadgeTone {
  return tones[value] ?? fallback;
}
