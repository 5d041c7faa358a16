import { useTranslation } from '../../i18n/useTranslation';
import { graphql, useFragment } from 'react-relay/hooks';
import type { ContactLocations_query$key } from './__generated__/ContactLocations_query.graphql';
import { Paragraphs } from '../../components/Paragraphs';

/** 001 §2 contact locations (text 94); nothing when the utility has none. */
export function ContactLocations({ query }: { query: ContactLocations_query$key }) {
  const { t } = useTranslation('support');
  const data = useFragment(
    graphql`
      fragment ContactLocations_query on Query {
        # eslint-disable-next-line relay/unused-fields -- Paragraphs.tsx shows them
        contactLocations {
          title
          text
        }
      }
    `,
    query,
  );
  if (data.contactLocations.length === 0) return null;
  return (
    <section aria-labelledby="support-locations" className="flex flex-col gap-3" data-testid="contact-locations">
      <h2 id="support-locations" className="text-lg font-semibold text-gray-900">
        {t('locations.title')}
      </h2>
      <Paragraphs paragraphs={data.contactLocations} />
    </section>
  );
}
