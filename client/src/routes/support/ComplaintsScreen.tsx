import { useTranslation } from '../../i18n/useTranslation';
import { type PreloadedQuery, graphql, usePreloadedQuery } from 'react-relay/hooks';
import { Link } from 'react-router-dom';
import { focusRing } from '../../components/focusRing';
import { PageTitle } from '../../components/PageTitle';
import { ROUTE_PATHS } from '../../router/access';
import { defineScreen } from '../../router/screenRoute';
import type { ComplaintsScreenQuery } from './__generated__/ComplaintsScreenQuery.graphql';

const complaintsScreenQuery = graphql`
  query ComplaintsScreenQuery @preloadable {
    organisation {
      name
      enableSupportPage
    }
  }
`;

/** 000 §2 /complaints: the public complaints page; complaints are taken through the support form. */
function ComplaintsScreen({ queryRef }: { queryRef: PreloadedQuery<ComplaintsScreenQuery> }) {
  const { organisation } = usePreloadedQuery<ComplaintsScreenQuery>(complaintsScreenQuery, queryRef);
  const { t } = useTranslation('support');
  return (
    <article data-testid="complaints" className="mx-auto flex max-w-3xl flex-col gap-4 py-6">
      <PageTitle suffix={organisation.name}>{t('complaints.title')}</PageTitle>
      <p className="text-gray-800">{t('complaints.intro')}</p>
      <p className="text-gray-800">{t('complaints.process')}</p>
      {organisation.enableSupportPage ? (
        <p>
          <Link to={ROUTE_PATHS.support} className={`inline-flex min-h-11 items-center rounded-md bg-brand-main px-4 font-semibold text-white ${focusRing}`}>
            {t('complaints.toSupport')}
          </Link>
        </p>
      ) : (
        <p className="text-gray-800">{t('complaints.supportOff')}</p>
      )}
    </article>
  );
}

export const complaintsScreen = defineScreen<ComplaintsScreenQuery>({
  namespaces: ['support'],
  Screen: ComplaintsScreen,
});
