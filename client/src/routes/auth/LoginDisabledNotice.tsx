import { useTranslation } from '../../i18n/useTranslation';
import { graphql, useFragment } from 'react-relay/hooks';
import { EmptyState } from '../../components/EmptyState';
import { formatDateTime } from '../../i18n/format';
import type { LoginDisabledNotice_query$key } from './__generated__/LoginDisabledNotice_query.graphql';

const DAY_MS = 86_400_000;

/** 000 §2: while sign-in is disabled, a maintenance-style notice replaces the form. */
export function LoginDisabledNotice({ query }: { query: LoginDisabledNotice_query$key }) {
  const { t } = useTranslation('auth');
  const data = useFragment(
    graphql`
      fragment LoginDisabledNotice_query on Query {
        disabledText: texts(ids: [112]) {
          text
        }
        organisation {
          disableLoginDate
        }
      }
    `,
    query,
  );
  // 000 §7: text 112 is the login-disabled text. (`Text.id` is an Int, which Relay cannot normalize as an id.)
  const serverText = data.disabledText[0]?.text;
  const until = data.organisation.disableLoginDate;
  const daysLeft = until ? Math.max(1, Math.ceil((new Date(until).getTime() - Date.now()) / DAY_MS)) : null;

  return (
    <EmptyState
      testId="login-disabled"
      title={serverText?.trim() || t('disabled.title')}
      description={
        until ? (
          <>
            <p>{t('disabled.until', { date: formatDateTime(until) })}</p>
            {daysLeft ? <p className="mt-1 text-sm">{t('disabled.daysLeft', { count: daysLeft })}</p> : null}
          </>
        ) : null
      }
    />
  );
}
