import { useEffect } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { type PreloadedQuery, graphql, usePreloadedQuery } from 'react-relay/hooks';
import { Link } from 'react-router-dom';
import { EmptyState } from '../../components/EmptyState';
import { focusRing } from '../../components/focusRing';
import { PageTitle } from '../../components/PageTitle';
import { formatDateTime } from '../../i18n/format';
import { defineScreen } from '../../router/screenRoute';
import type { EmailScreenQuery } from './__generated__/EmailScreenQuery.graphql';
import { useMarkEmailReadMutation } from './useMarkEmailReadMutation';

const emailScreenQuery = graphql`
  query EmailScreenQuery($id: ID!) @preloadable {
    node(id: $id) {
      ... on Email {
        id
        subject
        body
        sentAt
        isRead
      }
    }
    organisation {
      name
    }
  }
`;

const backLink = `inline-flex min-h-10 items-center self-start rounded-md px-2 text-brand-main underline ${focusRing}`;

/** 000 §2 /email/{id}: one e-mail, shown as text (never as HTML), marked read when opened; 'No Data Found' (000 §8) for an id that names none. */
function EmailScreen({ queryRef }: { queryRef: PreloadedQuery<EmailScreenQuery> }) {
  const { node: email, organisation } = usePreloadedQuery<EmailScreenQuery>(emailScreenQuery, queryRef);
  const { t } = useTranslation('emails');
  const markRead = useMarkEmailReadMutation();
  const unreadId = email?.id !== undefined && email.isRead === false ? email.id : null;
  useEffect(() => {
    if (unreadId !== null) markRead(unreadId);
  }, [markRead, unreadId]);

  if (email?.id === undefined || email.subject === undefined) {
    return (
      <EmptyState testId="email-not-found" title={t('common:error.noDataFound')} description={t('email.notFound')}>
        <Link to="/emails" className={backLink}>
          {t('email.back')}
        </Link>
      </EmptyState>
    );
  }
  return (
    <article className="mx-auto flex max-w-3xl flex-col gap-4 p-4 sm:p-6">
      <Link to="/emails" className={backLink}>
        {t('email.back')}
      </Link>
      {/* The utility writes e-mails in its own language: their text keeps its own direction (auto). */}
      <div dir="auto">
        <PageTitle suffix={organisation.name}>{email.subject}</PageTitle>
      </div>
      <p className="text-sm text-gray-600">
        {t('email.sentAt')}{' '}
        <time dateTime={email.sentAt} dir="ltr">
          {formatDateTime(email.sentAt)}
        </time>
      </p>
      <div data-testid="email-body" dir="auto" className="rounded-md border border-gray-200 bg-white p-4 whitespace-pre-line text-gray-900">
        {email.body}
      </div>
    </article>
  );
}

export const emailScreen = defineScreen<EmailScreenQuery>({
  namespaces: ['emails'],
  Screen: EmailScreen,
});
