import { useTranslation } from '../../i18n/useTranslation';
import { type PreloadedQuery, graphql, usePreloadedQuery } from 'react-relay/hooks';
import { Navigate } from 'react-router-dom';
import { PageTitle } from '../../components/PageTitle';
import { ROUTE_PATHS } from '../../router/access';
import { defineScreen } from '../../router/screenRoute';
import type { PrivacyPolicyScreenQuery } from './__generated__/PrivacyPolicyScreenQuery.graphql';
import { Paragraphs } from '../../components/Paragraphs';

const privacyPolicyScreenQuery = graphql`
  query PrivacyPolicyScreenQuery @preloadable {
    organisation {
      name
    }
    privacyPolicy {
      language
      # eslint-disable-next-line relay/unused-fields -- Paragraphs.tsx shows them
      paragraphs {
        title
        subtitle
        text
      }
    }
  }
`;

/** 000 §2 / 001 §2: the policy in the request's language; without a valid policy the error page. */
function PrivacyPolicyScreen({ queryRef }: { queryRef: PreloadedQuery<PrivacyPolicyScreenQuery> }) {
  const { organisation, privacyPolicy } = usePreloadedQuery<PrivacyPolicyScreenQuery>(privacyPolicyScreenQuery, queryRef);
  const { t } = useTranslation('support');
  if (!privacyPolicy) return <Navigate to={ROUTE_PATHS.errorPage} replace />;
  return (
    <article data-testid="privacy-policy" lang={privacyPolicy.language} className="mx-auto flex max-w-3xl flex-col gap-6 py-6">
      <PageTitle suffix={organisation.name}>{t('privacyPolicy.title')}</PageTitle>
      <Paragraphs paragraphs={privacyPolicy.paragraphs} headingLevel={2} />
    </article>
  );
}

export const privacyPolicyScreen = defineScreen<PrivacyPolicyScreenQuery>({
  namespaces: ['support'],
  Screen: PrivacyPolicyScreen,
});
