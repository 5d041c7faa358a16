import { useEffect } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { BrandingStyle_organisation$key } from './__generated__/BrandingStyle_organisation.graphql';

/** CSS variables the Tailwind theme reads (client/src/index.css). */
const BRAND_VARIABLES = {
  main: '--brand-main',
  secondary: '--brand-secondary',
  accent: '--brand-accent',
  loginPrimary: '--brand-login-primary',
  loginSecondary: '--brand-login-secondary',
} as const;

/** Applies the organisation's colours (docs/architecture.md §4); values that are not CSS colours keep the defaults. */
export function BrandingStyle({ organisation }: { organisation: BrandingStyle_organisation$key }) {
  const { branding } = useFragment(
    graphql`
      fragment BrandingStyle_organisation on Organisation {
        # eslint-disable-next-line relay/unused-fields -- read by name through BRAND_VARIABLES
        branding {
          main
          secondary
          accent
          loginPrimary
          loginSecondary
        }
      }
    `,
    organisation,
  );

  useEffect(() => {
    const root = document.documentElement.style;
    for (const [name, variable] of Object.entries(BRAND_VARIABLES)) {
      const value = branding[name as keyof typeof BRAND_VARIABLES];
      if (value && CSS.supports('color', value)) root.setProperty(variable, value);
      else root.removeProperty(variable);
    }
  }, [branding]);

  return null;
}
