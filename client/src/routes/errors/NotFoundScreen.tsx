import { useTranslation } from '../../i18n/useTranslation';
import { type PreloadedQuery, graphql, usePreloadedQuery } from 'react-relay/hooks';
import { defineScreen } from '../../router/screenRoute';
import type { NotFoundScreenQuery } from './__generated__/NotFoundScreenQuery.graphql';
import { ErrorMessage } from './ErrorMessage';

const notFoundScreenQuery = graphql`
  query NotFoundScreenQuery @preloadable {
    organisation {
      name
    }
  }
`;

/** 000 §2 route `*`: an address the portal does not know. */
function NotFoundScreen({ queryRef }: { queryRef: PreloadedQuery<NotFoundScreenQuery> }) {
  const { organisation } = usePreloadedQuery<NotFoundScreenQuery>(notFoundScreenQuery, queryRef);
  const { t } = useTranslation('errors');
  return (
    <ErrorMessage
      testId="not-found"
      title={t('notFound.title')}
      description={t('notFound.description')}
      siteName={organisation.name}
    />
  );
}

export const notFoundScreen = defineScreen<NotFoundScreenQuery>({
  namespaces: ['errors'],
  Screen: NotFoundScreen,
});
