import { graphql, useFragment } from 'react-relay/hooks';
import { Section } from '../../components/Section';
import { formatDateTime } from '../../i18n/format';
import { useTranslation } from '../../i18n/useTranslation';
import type { ViewAuditList_user$key } from './__generated__/ViewAuditList_user.graphql';

const userFragment = graphql`
  fragment ViewAuditList_user on User {
    viewAuditEntries(first: 20) {
      employeeName
      reason
      startedAt
      expiresAt
      endedAt
    }
  }
`;

/** Whole minutes a view lasted (at least one), or null while it still runs. */
function minutesOf(startedAt: string, end: string, now: number): number | null {
  if (Date.parse(end) > now) return null;
  return Math.max(1, Math.round((Date.parse(end) - Date.parse(startedAt)) / 60_000));
}

/** "Staff views of your account": who of the utility viewed the customer's portal, when, how long and why. */
export function ViewAuditList({ user }: { user: ViewAuditList_user$key }) {
  const { viewAuditEntries } = useFragment(userFragment, user);
  const { t } = useTranslation('customerView');
  const now = Date.now();
  // w-0 min-w-full: on a narrow screen the table scrolls inside its section rather than widening the page.
  return (
    <div>
      <Section title={t('audit.title')} testId="view-audit">
        <p className="text-sm text-gray-700">{t('audit.intro')}</p>
        {viewAuditEntries.length === 0 ? (
          <p className="text-sm text-gray-700">{t('audit.empty')}</p>
        ) : (
          <div className="w-0 min-w-full overflow-x-auto">
            <table className="w-full text-start text-sm">
              <thead>
                <tr className="border-b border-gray-300 text-gray-700">
                  <th scope="col" className="px-2 py-1 text-start font-semibold">{t('audit.who')}</th>
                  <th scope="col" className="px-2 py-1 text-start font-semibold">{t('audit.when')}</th>
                  <th scope="col" className="px-2 py-1 text-start font-semibold">{t('audit.duration')}</th>
                  <th scope="col" className="px-2 py-1 text-start font-semibold">{t('audit.reason')}</th>
                </tr>
              </thead>
              <tbody>
                {viewAuditEntries.map((entry) => {
                  const startedAt = String(entry.startedAt);
                  const minutes = minutesOf(startedAt, String(entry.endedAt ?? entry.expiresAt), now);
                  return (
                    <tr key={startedAt} className="border-b border-gray-200 align-top">
                      <td className="px-2 py-1">{entry.employeeName}</td>
                      <td className="px-2 py-1">
                        <bdi dir="ltr">{formatDateTime(startedAt)}</bdi>
                      </td>
                      <td className="px-2 py-1 whitespace-nowrap">{minutes === null ? t('audit.ongoing') : t('audit.minutes', { count: minutes })}</td>
                      <td className="px-2 py-1 break-words">{entry.reason}</td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        )}
      </Section>
    </div>
  );
}
