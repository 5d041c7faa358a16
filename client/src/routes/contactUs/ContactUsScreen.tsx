import { useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { type PreloadedQuery, graphql, usePreloadedQuery } from 'react-relay/hooks';
import { Button } from '../../components/Button';
import { PageTitle } from '../../components/PageTitle';
import { defineScreen } from '../../router/screenRoute';
import { isolated } from '../../i18n/isolate';
import type { ContactUsScreenQuery } from './__generated__/ContactUsScreenQuery.graphql';
import { ContactForm } from './ContactForm';

const contactUsScreenQuery = graphql`
  query ContactUsScreenQuery @preloadable {
    viewer {
      user {
        email
        contactUsUrl
        showContactUsEmail
        ...ContactForm_user
      }
    }
    organisation {
      name
    }
  }
`;

/**
 * 000 §2 /contactUs for signed-in customers. The form is offered to profiles with `showContactUsEmail` (000 §3;
 * the gateway refuses the others too), with the address replies go to; a `contactUsUrl` points to the utility's
 * own contact page.
 */
function ContactUsScreen({ queryRef }: { queryRef: PreloadedQuery<ContactUsScreenQuery> }) {
  const { viewer, organisation } = usePreloadedQuery<ContactUsScreenQuery>(contactUsScreenQuery, queryRef);
  const { t } = useTranslation('contactUs');
  const [reference, setReference] = useState<string | null>(null);
  const user = viewer.user;
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6 p-4 sm:p-6">
      <PageTitle suffix={organisation.name}>{t('title')}</PageTitle>
      {user?.contactUsUrl ? (
        <p data-testid="contact-external">
          {t('external.text')}{' '}
          <a href={user.contactUsUrl} target="_blank" rel="noreferrer" className="font-semibold text-brand-main underline">
            {t('external.link')}
            <span className="sr-only"> {t('external.newWindow')}</span>
          </a>
        </p>
      ) : null}
      {user?.showContactUsEmail && user.email ? <p className="text-sm text-gray-700">{t('replyTo', { email: isolated(user.email) })}</p> : null}
      <div role="status" aria-live="polite">
        {reference ? (
          <div data-testid="contact-sent" className="rounded-md border border-emerald-700/40 bg-emerald-50 p-4 text-emerald-950">
            <p className="font-semibold">{t('sent.title')}</p>
            <p>
              {t('sent.reference')} <strong dir="ltr">{reference}</strong>
            </p>
            <Button variant="ghost" className="mt-2" onClick={() => setReference(null)}>
              {t('sent.another')}
            </Button>
          </div>
        ) : null}
      </div>
      {user?.showContactUsEmail && !reference ? <ContactForm user={user} onSent={setReference} /> : null}
      {user && !user.showContactUsEmail && !user.contactUsUrl ? <p data-testid="contact-not-offered">{t('notOffered')}</p> : null}
    </div>
  );
}

export const contactUsScreen = defineScreen<ContactUsScreenQuery>({
  namespaces: ['contactUs'],
  Screen: ContactUsScreen,
});
