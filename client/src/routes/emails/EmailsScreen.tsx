import { useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { type PreloadedQuery, graphql, usePreloadedQuery } from 'react-relay/hooks';
import { PageTitle } from '../../components/PageTitle';
import { defineScreen } from '../../router/screenRoute';
import type { EmailsScreenQuery } from './__generated__/EmailsScreenQuery.graphql';
import { EmailList } from './EmailList';

const emailsScreenQuery = graphql`
  query EmailsScreenQuery($from: Date!, $to: Date!) @preloadable {
    viewer {
      user {
        ...EmailList_user @arguments(from: $from, to: $to)
      }
    }
    organisation {
      name
    }
  }
`;

/** 000 §2 /emails: the e-mails the utility sent to the customer, searched by date range. */
function EmailsScreen({ queryRef }: { queryRef: PreloadedQuery<EmailsScreenQuery> }) {
  const { viewer, organisation } = usePreloadedQuery<EmailsScreenQuery>(emailsScreenQuery, queryRef);
  const { t } = useTranslation('emails');
  const [initialRange] = useState(() => ({ from: queryRef.variables.from, to: queryRef.variables.to }));
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6 p-4 sm:p-6">
      <PageTitle suffix={organisation.name}>{t('emails.title')}</PageTitle>
      {viewer.user ? <EmailList user={viewer.user} initialRange={initialRange} /> : null}
    </div>
  );
}

export const emailsScreen = defineScreen<EmailsScreenQuery>({
  namespaces: ['emails'],
  Screen: EmailsScreen,
});
