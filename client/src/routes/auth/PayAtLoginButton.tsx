import { useTranslation } from 'react-i18next';
import { Button } from '../../components/Button';
import { PaymentProviderDialog } from '../payments/PaymentProviderDialog';
import { openPaymentWindow } from '../payments/paymentEvents';

/** 000 §2: the pay button of the login page opens the payment-provider dialog, open to visitors. */
export function PayAtLoginButton() {
  const { t } = useTranslation('auth');
  return (
    <>
      <Button variant="secondary" onClick={() => openPaymentWindow()} data-testid="pay-at-login">
        {t('pay.button')}
      </Button>
      <PaymentProviderDialog />
    </>
  );
}
