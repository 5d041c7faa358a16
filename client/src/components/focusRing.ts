/** One visible focus indicator for every interactive element (WCAG 2.2 AA 2.4.7 / 2.4.11). */
export const focusRing =
  'focus:outline-none focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-accent data-focus:outline-2 data-focus:outline-offset-2 data-focus:outline-brand-accent';
