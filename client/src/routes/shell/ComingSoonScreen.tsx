import { useTranslation } from '../../i18n/useTranslation';
import { type PreloadedQuery, graphql, usePreloadedQuery } from 'react-relay/hooks';
import { ComingSoon } from '../../components/ComingSoon';
import { type LoadScreen, defineScreen } from '../../router/screenRoute';
import type { ComingSoonScreenQuery } from './__generated__/ComingSoonScreenQuery.graphql';

/** Only the shell's data: a placeholder screen reads nothing of its own. */
const comingSoonScreenQuery = graphql`
  query ComingSoonScreenQuery {
    organisation {
      name
    }
  }
`;

const screens = new Map<string, LoadScreen>();

/** The placeholder of a route not built yet, titled by the route's own namespace and key. */
export function comingSoonScreen(namespace: string, titleKey: string): LoadScreen {
  const id = `${namespace}:${titleKey}`;
  const existing = screens.get(id);
  if (existing) return existing;
  function Screen({ queryRef }: { queryRef: PreloadedQuery<ComingSoonScreenQuery> }) {
    const { organisation } = usePreloadedQuery<ComingSoonScreenQuery>(comingSoonScreenQuery, queryRef);
    const { t } = useTranslation([namespace, 'common']);
    return <ComingSoon title={t(titleKey, { ns: namespace })} siteName={organisation.name} text={t('comingSoon.text', { ns: 'common' })} />;
  }
  const screen = defineScreen<ComingSoonScreenQuery>({
    query: comingSoonScreenQuery,
    variables: () => ({}),
    namespaces: [namespace],
    Screen,
  });
  screens.set(id, screen);
  return screen;
}
