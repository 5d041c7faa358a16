/** The organisation's colours (000 §3), as CSS variables the Tailwind theme reads (client/src/index.css). */
const BRAND_VARIABLES = {
  main: '--brand-main',
  secondary: '--brand-secondary',
  accent: '--brand-accent',
  loginPrimary: '--brand-login-primary',
  loginSecondary: '--brand-login-secondary',
} as const;

export type BrandingColours = Readonly<Partial<Record<keyof typeof BRAND_VARIABLES, string | null>>>;

/** 000 §3 local storage keys: the branding colours (login primary and secondary, secondary, main, accent). */
const STORAGE_KEY = 'brandingColours';

/** Sets each colour that is a CSS colour, and drops the others back to the theme's defaults. */
export function applyBrandingColours(colours: BrandingColours): void {
  const root = document.documentElement.style;
  for (const [name, variable] of Object.entries(BRAND_VARIABLES)) {
    const value = colours[name as keyof typeof BRAND_VARIABLES];
    if (value && CSS.supports('color', value)) root.setProperty(variable, value);
    else root.removeProperty(variable);
  }
}

/** Remembers the colours, so that the next visit paints its first screen in them before any answer. */
export function storeBrandingColours(colours: BrandingColours): void {
  try {
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify(colours));
  } catch {
    // Storage may be refused (private browsing); the colours then arrive with the settings.
  }
}

/** Paints the colours stored by an earlier visit, if any (at start, before the first render). */
export function applyStoredBrandingColours(): void {
  let stored: unknown;
  try {
    stored = JSON.parse(window.localStorage.getItem(STORAGE_KEY) ?? 'null');
  } catch {
    return;
  }
  if (stored !== null && typeof stored === 'object') applyBrandingColours(stored as BrandingColours);
}
