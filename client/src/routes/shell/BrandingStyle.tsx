import { useEffect } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import { applyBrandingColours, storeBrandingColours } from '../../lib/brandingColours';
import type { BrandingStyle_organisation$key } from './__generated__/BrandingStyle_organisation.graphql';

/**
 * Applies the organisation's colours (docs/architecture.md §4); values that are not CSS colours keep the
 * defaults. They are also stored (000 §3), for the first paint of the next visit.
 */
export function BrandingStyle({ organisation }: { organisation: BrandingStyle_organisation$key }) {
  const { branding } = useFragment(
    graphql`
      fragment BrandingStyle_organisation on Organisation {
        # eslint-disable-next-line relay/unused-fields -- read by name (lib/brandingColours.ts)
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
    applyBrandingColours(branding);
    storeBrandingColours(branding);
  }, [branding]);

  return null;
}
