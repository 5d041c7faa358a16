import { useTranslation } from '../../i18n/useTranslation';
import { type PreloadedQuery, graphql, usePreloadedQuery } from 'react-relay/hooks';
import { PageTitle } from '../../components/PageTitle';
import { defineScreen } from '../../router/screenRoute';
import type { SupportScreenQuery } from './__generated__/SupportScreenQuery.graphql';
import { ContactLocations } from './ContactLocations';
import { SupportContact } from './SupportContact';
import { SupportGuides } from './SupportGuides';
import { SupportTerms } from './SupportTerms';

const supportScreenQuery = graphql`
  query SupportScreenQuery @preloadable {
    organisation {
      name
    }
    ...SupportTerms_query
    ...SupportGuides_query
    ...ContactLocations_query
    ...SupportContact_query
  }
`;

/** 001 §2 contact and support page: terms, guides, contact locations and the contact form. */
function SupportScreen({ queryRef }: { queryRef: PreloadedQuery<SupportScreenQuery> }) {
  const data = usePreloadedQuery<SupportScreenQuery>(supportScreenQuery, queryRef);
  const { t } = useTranslation('support');
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-8 py-6" data-testid="support-page">
      <PageTitle suffix={data.organisation.name}>{t('support.title')}</PageTitle>
      <SupportTerms query={data} />
      <SupportGuides query={data} />
      <ContactLocations query={data} />
      <SupportContact query={data} />
    </div>
  );
}

export const supportScreen = defineScreen<SupportScreenQuery>({
  namespaces: ['support', 'otpSession'],
  Screen: SupportScreen,
});
