import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { focusRing } from '../../components/focusRing';
import { EnvelopeIcon } from './icons';

/** 000 §2 / §6: customers reach their messages from the header. */
export function UnreadMessagesLink() {
  const { t } = useTranslation();
  return (
    <Link
      to="/emails"
      data-testid="unread-messages"
      aria-label={t('shell.messages')}
      title={t('shell.messages')}
      className={`inline-flex min-h-10 min-w-10 items-center justify-center rounded-md hover:bg-white/10 ${focusRing}`}
    >
      <EnvelopeIcon />
    </Link>
  );
}
