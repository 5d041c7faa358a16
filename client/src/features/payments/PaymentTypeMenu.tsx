import { useTranslation } from '../../i18n/useTranslation';
import { Button } from '../../components/Button';
import { PAYMENT_TYPES, type PaymentTypeName } from './paymentTypes';

/** Step 1 of the payment-provider dialog (000 §2): four large buttons, one per payment type. */
export function PaymentTypeMenu({ onChoose }: { onChoose: (type: PaymentTypeName) => void }) {
  const { t } = useTranslation('payments');
  return (
    <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
      {PAYMENT_TYPES.map((type) => (
        <Button key={type} className="min-h-16 text-base" onClick={() => onChoose(type)}>
          {t(`types.${type}`)}
        </Button>
      ))}
    </div>
  );
}
