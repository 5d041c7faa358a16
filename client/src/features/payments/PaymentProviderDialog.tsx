import { Suspense, useEffect, useState } from 'react';
import { OPEN_PAYMENT_WINDOW_EVENT, type OpenPaymentWindowDetail, PAYMENT_SUCCESS_EVENT } from './paymentEvents';
import { PaymentDialogSteps } from './PaymentDialogSteps';

/**
 * The payment-provider dialog of 000 §2. It listens from the first render (it never suspends) for the
 * global open-payment-window event; closing or a payment success event closes it, and it opens again
 * at step 1.
 */
export function PaymentProviderDialog() {
  const [opened, setOpened] = useState<{ count: number; presetAccount: string; provider: number | null } | null>(null);

  useEffect(() => {
    let count = 0;
    const onOpen = (event: Event) => {
      count += 1;
      const detail = (event as CustomEvent<OpenPaymentWindowDetail>).detail;
      setOpened({ count, presetAccount: detail?.accountNumber ?? '', provider: detail?.provider ?? null });
    };
    const onSuccess = () => setOpened(null);
    window.addEventListener(OPEN_PAYMENT_WINDOW_EVENT, onOpen);
    window.addEventListener(PAYMENT_SUCCESS_EVENT, onSuccess);
    return () => {
      window.removeEventListener(OPEN_PAYMENT_WINDOW_EVENT, onOpen);
      window.removeEventListener(PAYMENT_SUCCESS_EVENT, onSuccess);
    };
  }, []);

  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <PaymentDialogSteps key={opened.count} presetAccount={opened.presetAccount} provider={opened.provider} onClose={() => setOpened(null)} />
    </Suspense>
  );
}
