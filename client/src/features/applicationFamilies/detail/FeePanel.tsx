import { useState } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import { Button } from '../../../components/Button';
import { DetailList } from '../../../components/DetailList';
import { Section } from '../../../components/Section';
import { PAYMENT_RETURN_PATH } from '../../../features/payments/paymentEvents';
import { useStartPaymentMutation } from '../../../features/payments/useStartPaymentMutation';
import { formatDateTime } from '../../../i18n/format';
import { useTranslation } from '../../../i18n/useTranslation';
import { newIdempotencyKey } from '../../../lib/idempotencyKey';
import type { FeePanel_fee$key } from './__generated__/FeePanel_fee.graphql';

interface FeePanelProps {
  fee: FeePanel_fee$key;
  portalApplicationId: number;
}

/**
 * The application's fee (`002 §4`: paid before some applications are issued): "Pay fee" while it may be
 * paid (the gateway's `payableNow`: awaited before issue, or a later fee once approved), with the amount of the application (not editable) as an applications payment (no account needed); once paid, the receipt.
 */
export function FeePanel({ fee: feeRef, portalApplicationId }: FeePanelProps) {
  const { t } = useTranslation('applicationFamilies');
  const fee = useFragment(
    graphql`
      fragment FeePanel_fee on ApplicationFeeStatus {
        amount {
          amount
          formatted
        }
        paid
        paidOn
        receiptNumber
        payableNow
      }
    `,
    feeRef,
  );
  const [error, setError] = useState<string | null>(null);
  const [leaving, setLeaving] = useState(false);
  // One key for this payment: a double click or a second Pay after a lost answer never pays twice.
  const [idempotencyKey] = useState(newIdempotencyKey);
  const { run, inFlight } = useStartPaymentMutation({ reportRefusals: false });
  const pay = async () => {
    setError(null);
    const outcome = await run({
      input: { paymentType: 'APPLICATIONS', portalApplicationId, amount: fee.amount.amount, idempotencyKey, returnPath: PAYMENT_RETURN_PATH },
    });
    if (outcome.status === 'done' && outcome.payload.redirectUrl) {
      setLeaving(true);
      window.location.assign(outcome.payload.redirectUrl);
      return;
    }
    setError(outcome.status === 'failed' ? t('errors.paymentRejected') : outcome.payload.userErrors.map((problem) => problem.message).join(' ') || t('errors.paymentRejected'));
  };
  return (
    <Section title={t('fee.title')} testId="family-fee">
      <DetailList
        layout="pairs"
        items={[
          [t('fee.amount'), fee.amount.formatted],
          [t('fee.state'), fee.paid ? t('fee.paid') : t('fee.unpaid')],
          ...(fee.paidOn ? [[t('fee.paidOn'), formatDateTime(fee.paidOn)] as const] : []),
          ...(fee.receiptNumber ? [{ label: t('fee.receipt'), value: <bdi dir="ltr">{fee.receiptNumber}</bdi>, testId: 'fee-receipt' }] : []),
        ]}
      />
      {fee.payableNow ? (
        <Button className="self-start" onClick={() => void pay()} disabled={inFlight || leaving} data-testid="pay-fee">
          {t('fee.pay', { amount: fee.amount.formatted })}
        </Button>
      ) : null}
      {error ? <p role="alert" className="text-sm text-red-700">{error}</p> : null}
    </Section>
  );
}
