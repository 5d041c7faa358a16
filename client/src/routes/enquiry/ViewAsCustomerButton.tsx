import { useState } from 'react';
import { CUSTOMER_VIEW_REASON_MAX } from '../../../../shared/customerView';
import { graphql } from 'react-relay/hooks';
import { Button } from '../../components/Button';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { TextAreaField } from '../../components/TextAreaField';
import { useTranslation } from '../../i18n/useTranslation';
import { useFormMutation } from '../../relay/useFormMutation';
import type { ViewAsCustomerButtonMutation } from './__generated__/ViewAsCustomerButtonMutation.graphql';

const startMutation = graphql`
  mutation ViewAsCustomerButtonMutation($input: StartCustomerViewInput!) {
    startCustomerView(input: $input) {
      userErrors {
        code
        field
        message
      }
    }
  }
`;


/** From the customer 360° view: opens the customer's portal read-only, after the employee gives a reason. */
export function ViewAsCustomerButton({ customerId, customerName }: { customerId: string; customerName: string }) {
  const { t } = useTranslation('customerView');
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const start = useFormMutation<ViewAsCustomerButtonMutation, ViewAsCustomerButtonMutation['response']['startCustomerView']>(startMutation, {
    payload: (response) => response.startCustomerView,
    fields: ['reason'],
    failed: () => t('start.failed'),
  });
  const onConfirm = async () => {
    const outcome = await start.run({ input: { customerId, reason } });
    // A fresh page: the portal is the customer's now, and nothing of the employee's screens stays loaded.
    if (outcome.status === 'done') window.location.assign('/');
  };
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)} data-testid="view-as-customer">
        {t('start.button')}
      </Button>
      <ConfirmDialog
        open={open}
        title={t('start.title', { customer: customerName })}
        confirmLabel={t('start.submit')}
        cancelLabel={t('start.cancel')}
        tone="normal"
        busy={start.inFlight || reason.trim() === ''}
        onConfirm={() => void onConfirm()}
        onCancel={() => setOpen(false)}
      >
        <div className="flex flex-col gap-3">
          <p>{t('start.intro')}</p>
          <TextAreaField
            label={t('start.reason')}
            rows={3}
            required
            maxLength={CUSTOMER_VIEW_REASON_MAX}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            error={start.fieldErrors['reason']}
            data-testid="view-as-reason"
          />
        </div>
      </ConfirmDialog>
    </>
  );
}
