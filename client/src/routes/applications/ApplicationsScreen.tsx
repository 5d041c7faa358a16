import { useTranslation } from '../../i18n/useTranslation';
import { type PreloadedQuery, graphql, usePreloadedQuery } from 'react-relay/hooks';
import { PageTitle } from '../../components/PageTitle';
import { defineScreen } from '../../router/screenRoute';
import type { ApplicationsScreenQuery } from './__generated__/ApplicationsScreenQuery.graphql';
import { ApplicationList } from './ApplicationList';
import { NewApplicationChooser } from './NewApplicationChooser';

const applicationsScreenQuery = graphql`
  query ApplicationsScreenQuery @preloadable {
    viewer {
      user {
        ...ApplicationList_user
      }
    }
    applicationFamilies {
      ...NewApplicationChooser_families
    }
    organisation {
      name
    }
  }
`;

/** 002 §2 /app/0/0 (alias /apps): the customer's applications. */
function ApplicationsScreen({ queryRef }: { queryRef: PreloadedQuery<ApplicationsScreenQuery> }) {
  const { viewer, applicationFamilies, organisation } = usePreloadedQuery<ApplicationsScreenQuery>(applicationsScreenQuery, queryRef);
  const { t } = useTranslation('applications');
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6 p-4 sm:p-6">
      <PageTitle suffix={organisation.name}>{t('applications.title')}</PageTitle>
      <NewApplicationChooser families={applicationFamilies} />
      {viewer.user ? <ApplicationList user={viewer.user} /> : null}
    </div>
  );
}

export const applicationsScreen = defineScreen<ApplicationsScreenQuery>({
  namespaces: ['applications', 'applicationFamilies'],
  Screen: ApplicationsScreen,
});
