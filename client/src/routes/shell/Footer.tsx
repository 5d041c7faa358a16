import { useTranslation } from '../../i18n/useTranslation';
import { graphql, useFragment } from 'react-relay/hooks';
import type { Footer_organisation$key } from './__generated__/Footer_organisation.graphql';

/** 000 §2: a footer with a copyright line. */
export function Footer({ organisation }: { organisation: Footer_organisation$key }) {
  const { t } = useTranslation();
  const { name } = useFragment(
    graphql`
      fragment Footer_organisation on Organisation {
        name
      }
    `,
    organisation,
  );
  return (
    <footer className="border-t border-gray-200 bg-white px-4 py-3 text-center text-sm text-gray-600">
      {t('shell.copyright', { year: new Date().getFullYear(), name })}
    </footer>
  );
}
