import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { Button } from '../../components/Button';
import { openPaymentWindow } from '../../features/payments/paymentEvents';

const loadPaymentDialog = () => import('../../features/payments/PaymentProviderDialog');
/** The payment steps (account check, bills, provider hand-off) load when a visitor first asks to pay. */
const PaymentProviderDialog = lazy(() => loadPaymentDialog().then((module) => ({ default: module.PaymentProviderDialog })));

/** Sends the open event once the dialog beside it listens (effects run in order: the dialog's first). */
function OpenOnMount() {
  useEffect(() => openPaymentWindow(), []);
  return null;
}

/** 000 §2: the pay button of the login page opens the payment-provider dialog, open to visitors. */
export function PayAtLoginButton() {
  const { t } = useTranslation('auth');
  const [mounted, setMounted] = useState(false);
  return (
    <>
      <Button
        variant="secondary"
        onPointerEnter={() => void loadPaymentDialog()}
        onFocus={() => void loadPaymentDialog()}
        onClick={() => (mounted ? openPaymentWindow() : setMounted(true))}
        data-testid="pay-at-login"
      >
        {t('pay.button')}
      </Button>
      {mounted ? (
        <Suspense fallback={null}>
          <PaymentProviderDialog />
          <OpenOnMount />
        </Suspense>
      ) : null}
    </>
  );
}
