import { focusRing } from './focusRing';

/** WCAG 2.4.1: the first focusable element jumps past the header and navigation. */
export function SkipLink({ target, label }: { target: string; label: string }) {
  return (
    <a
      href={`#${target}`}
      className={`sr-only z-50 rounded bg-white px-4 py-2 text-brand-main focus:not-sr-only focus:fixed focus:start-2 focus:top-2 ${focusRing}`}
    >
      {label}
    </a>
  );
}
