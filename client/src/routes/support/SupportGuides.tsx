import { useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { graphql, useFragment } from 'react-relay/hooks';
import { focusRing } from '../../components/focusRing';
import { LazyDialog } from '../../components/LazyDialog';
import type { SupportGuides_query$key } from './__generated__/SupportGuides_query.graphql';

const linkClass = `inline-flex min-h-11 items-center rounded-md border border-brand-main px-4 font-semibold text-brand-main hover:bg-gray-50 ${focusRing}`;

/** 001 §2 general guides (app guide, map guide); a missing one gives the help menu's warning (001 §8). */
export function SupportGuides({ query }: { query: SupportGuides_query$key }) {
  const { t } = useTranslation(['support', 'common']);
  const [missingOpen, setMissingOpen] = useState(false);
  const data = useFragment(
    graphql`
      fragment SupportGuides_query on Query {
        appGuide: localizedFile(kind: APP_GUIDE) {
          exists
          downloadUrl
        }
        mapGuide: localizedFile(kind: MAP_GUIDE) {
          exists
          downloadUrl
        }
      }
    `,
    query,
  );
  const guides = [
    { key: 'appGuide', label: t('common:help.appGuide'), file: data.appGuide },
    { key: 'mapGuide', label: t('common:help.mapGuide'), file: data.mapGuide },
  ];
  return (
    <section aria-labelledby="support-guides" className="flex flex-col gap-3">
      <h2 id="support-guides" className="text-lg font-semibold text-gray-900">
        {t('guides.title')}
      </h2>
      <ul className="flex flex-wrap gap-3">
        {guides.map(({ key, label, file }) => (
          <li key={key}>
            {file.exists && file.downloadUrl ? (
              <a href={file.downloadUrl} download className={linkClass}>
                {label}
              </a>
            ) : (
              <button type="button" className={linkClass} onClick={() => setMissingOpen(true)}>
                {label}
              </button>
            )}
          </li>
        ))}
      </ul>
      <LazyDialog
        open={missingOpen}
        tone="warn"
        title={t('common:help.missingTitle')}
        closeLabel={t('common:actions.close')}
        onClose={() => setMissingOpen(false)}
      >
        {t('common:help.missingPdf')}
      </LazyDialog>
    </section>
  );
}
