import { useTranslation } from '../../i18n/useTranslation';
import { type PreloadedQuery, graphql, usePreloadedQuery } from 'react-relay/hooks';
import { defineScreen } from '../../router/screenRoute';
import type { ErrorPageScreenQuery } from './__generated__/ErrorPageScreenQuery.graphql';
import { ErrorMessage } from './ErrorMessage';

const errorPageScreenQuery = graphql`
  query ErrorPageScreenQuery @preloadable {
    organisation {
      name
    }
  }
`;

/** 000 §8: invalid organisation settings or a disabled portal end here. */
function ErrorPageScreen({ queryRef }: { queryRef: PreloadedQuery<ErrorPageScreenQuery> }) {
  const { organisation } = usePreloadedQuery<ErrorPageScreenQuery>(errorPageScreenQuery, queryRef);
  const { t } = useTranslation('errors');
  return <ErrorMessage testId="error-page" title={t('errorPage.title')} siteName={organisation.name} />;
}

export const errorPageScreen = defineScreen<ErrorPageScreenQuery>({
  namespaces: ['errors'],
  Screen: ErrorPageScreen,
});
