import { useTranslation } from '../../i18n/useTranslation';
import { graphql, useFragment } from 'react-relay/hooks';
import type { WelcomeBanner_query$key } from './__generated__/WelcomeBanner_query.graphql';

/** 000 §2: the portal welcome message of the utility, in the request's language. */
export function WelcomeBanner({ query }: { query: WelcomeBanner_query$key }) {
  const { t } = useTranslation('auth');
  const { welcomeMessage } = useFragment(
    graphql`
      fragment WelcomeBanner_query on Query {
        welcomeMessage
      }
    `,
    query,
  );
  return (
    <p data-testid="welcome-message" className="whitespace-pre-line rounded-md bg-brand-login-secondary p-4 text-gray-800">
      {welcomeMessage?.trim() || t('login.welcomeFallback')}
    </p>
  );
}
