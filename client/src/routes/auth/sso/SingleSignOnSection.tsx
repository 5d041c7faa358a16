import { lazy } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { graphql, useFragment } from 'react-relay/hooks';
import { focusRing } from '../../../components/focusRing';
import type { SingleSignOnSection_query$key } from './__generated__/SingleSignOnSection_query.graphql';
import { useSearchParams } from 'react-router-dom';
import { ssoFailureOf } from './ssoReasons';

// Shown only on the return from a sign-on the utility has not completed yet.
const PendingSignOn = lazy(() => import('./PendingSignOn').then((module) => ({ default: module.PendingSignOn })));

/**
 * "Sign in with …" for employees when the portal has an identity provider (docs/sso.md). The button
 * is a link: the gateway's start endpoint redirects the whole page to the provider.
 */
export function SingleSignOnSection({ query }: { query: SingleSignOnSection_query$key }) {
  const { t } = useTranslation('auth');
  const { singleSignOn } = useFragment(
    graphql`
      fragment SingleSignOnSection_query on Query {
        singleSignOn {
          enabled
          providerName
          startPath
        }
      }
    `,
    query,
  );
  const [search] = useSearchParams();
  if (!singleSignOn.enabled) return null;
  return (
    <div className="space-y-3">
      {ssoFailureOf(search) === 'pending' ? <PendingSignOn startPath={singleSignOn.startPath} /> : null}
      <p className="flex items-center gap-3 text-xs uppercase text-gray-600 before:h-px before:flex-1 before:bg-gray-300 after:h-px after:flex-1 after:bg-gray-300">
        {t('sso.divider')}
      </p>
      <a
        href={singleSignOn.startPath}
        className={`flex min-h-10 w-full items-center justify-center rounded-md border border-brand-main bg-white px-4 py-2 text-sm font-semibold text-brand-main hover:bg-brand-login-secondary ${focusRing}`}
      >
        {singleSignOn.providerName ? t('sso.signInWith', { name: singleSignOn.providerName }) : t('sso.signIn')}
      </a>
      <p className="text-center text-xs text-gray-600">{t('sso.employeesOnly')}</p>
    </div>
  );
}
