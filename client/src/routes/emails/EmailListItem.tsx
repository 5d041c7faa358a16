import { useTranslation } from '../../i18n/useTranslation';
import { graphql, useFragment } from 'react-relay/hooks';
import { Link } from 'react-router-dom';
import { focusRing } from '../../components/focusRing';
import { formatDate } from '../../i18n/format';
import type { EmailListItem_email$key } from './__generated__/EmailListItem_email.graphql';

/** One e-mail of the list: unread ones stand out by weight and a marker, and say so to screen readers. */
export function EmailListItem(props: { email: EmailListItem_email$key }) {
  const { t } = useTranslation('emails');
  const email = useFragment(
    graphql`
      fragment EmailListItem_email on Email {
        id
        subject
        preview
        sentAt
        isRead
      }
    `,
    props.email,
  );
  return (
    <li>
      <Link
        to={`/email/${encodeURIComponent(email.id)}`}
        data-testid="email-item"
        className={`flex flex-col gap-1 rounded-md border border-gray-200 bg-white p-4 hover:bg-gray-50 ${focusRing}`}
      >
        <span className="flex flex-wrap items-baseline gap-x-3">
          {email.isRead ? null : <span aria-hidden="true" className="size-2.5 shrink-0 self-center rounded-full bg-brand-main" />}
          {email.isRead ? null : <span className="sr-only">{t('list.unread')} </span>}
          {/* The utility's own wording keeps its direction (bdi) but aligns with the page. */}
          <span data-testid="email-subject" className={`flex-1 text-gray-900 ${email.isRead ? '' : 'font-semibold'}`}>
            <bdi>{email.subject}</bdi>
          </span>
          <time dateTime={email.sentAt} dir="ltr" className="text-sm text-gray-600">
            {formatDate(email.sentAt)}
          </time>
        </span>
        <span className="text-sm text-gray-700">
          <bdi>{email.preview}</bdi>
        </span>
      </Link>
    </li>
  );
}
