import { useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { type PreloadedQuery, graphql, usePreloadedQuery } from 'react-relay/hooks';
import { Button } from '../../components/Button';
import { Dialog } from '../../components/Dialog';
import { PageTitle } from '../../components/PageTitle';
import { defineScreen } from '../../router/screenRoute';
import type { BillPaymentScreenQuery } from './__generated__/BillPaymentScreenQuery.graphql';
import { openPaymentWindow } from '../../features/payments/paymentEvents';
import { PaymentProviderDialog } from '../../features/payments/PaymentProviderDialog';
import { SimpleLinkDialog } from './SimpleLinkDialog';

const billPaymentScreenQuery = graphql`
  query BillPaymentScreenQuery @preloadable {
    settings {
      showPaymentButton
      cardPaymentProviders {
        provider
        name
      }
    }
    organisation {
      name
      paymentLinks {
        __typename
      }
      ...SimpleLinkDialog_organisation
    }
    viewer {
      user {
        selectedAccount {
          accountKey
        }
      }
    }
  }
`;

/** The simple-link provider, or a card provider by its number (Settings.cardPaymentProviders). */
type Provider = { kind: 'link' } | { kind: 'card'; provider: number; name: string };

/**
 * /billPayment (000 §2 second payment launcher): the pay-bill button, shown when `showPaymentButton`,
 * lists the available providers, and with one provider its window opens at once; without the setting, the
 * menu's alternative payment entry opens the payment-provider dialog of every payment type here.
 */
function BillPaymentScreen({ queryRef }: { queryRef: PreloadedQuery<BillPaymentScreenQuery> }) {
  const { settings, organisation, viewer } = usePreloadedQuery<BillPaymentScreenQuery>(billPaymentScreenQuery, queryRef);
  const { t } = useTranslation('payments');
  const [choosing, setChoosing] = useState(false);
  const [linksOpen, setLinksOpen] = useState(false);
  const accountNumber = viewer.user?.selectedAccount?.accountKey ?? null;
  const providers: Provider[] = [
    ...(organisation.paymentLinks.length > 0 ? [{ kind: 'link' } as const] : []),
    ...settings.cardPaymentProviders.map((card) => ({ kind: 'card', ...card }) as const),
  ];

  function openProvider(provider: Provider | undefined) {
    setChoosing(false);
    if (provider?.kind === 'link') setLinksOpen(true);
    else openPaymentWindow({ ...(accountNumber ? { accountNumber } : {}), ...(provider ? { provider: provider.provider } : {}) });
  }

  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6 p-4 sm:p-6">
      <PageTitle suffix={organisation.name}>{t('billPayment.title')}</PageTitle>
      <p>{t('billPayment.intro')}</p>
      {settings.showPaymentButton ? (
        <Button className="self-start" mutates onClick={() => (providers.length === 1 ? openProvider(providers[0]) : setChoosing(true))}>
          {t('billPayment.payBill')}
        </Button>
      ) : (
        <Button className="self-start" onClick={() => openPaymentWindow(accountNumber ? { accountNumber } : {})} data-testid="pay-online">
          {t('billPayment.payOnline')}
        </Button>
      )}
      <Dialog open={choosing} title={t('billPayment.providers')} closeLabel={t('dialog.close')} onClose={() => setChoosing(false)}>
        <div className="flex flex-col gap-2">
          {providers.map((provider) => (
            <Button key={provider.kind === 'link' ? 'link' : provider.provider} variant="secondary" className="min-h-12" onClick={() => openProvider(provider)}>
              {provider.kind === 'link' ? t('billPayment.provider.link') : provider.name ? t('billPayment.provider.cardNamed', { name: provider.name }) : t('billPayment.provider.card')}
            </Button>
          ))}
        </div>
      </Dialog>
      <SimpleLinkDialog open={linksOpen} onClose={() => setLinksOpen(false)} organisation={organisation} accountNumber={accountNumber} />
      <PaymentProviderDialog />
    </div>
  );
}

export const billPaymentScreen = defineScreen<BillPaymentScreenQuery>({
  namespaces: ['payments'],
  Screen: BillPaymentScreen,
});
