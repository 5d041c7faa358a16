import { useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { AccountValidationStep, type ValidatedAccount } from './AccountValidationStep';
import { PaymentDialogFrame } from './PaymentDialogFrame';
import { PaymentStep } from './PaymentStep';
import { PaymentTypeMenu } from './PaymentTypeMenu';
import type { PaymentTypeName } from './paymentTypes';

type Step = { step: 1 } | { step: 2; type: PaymentTypeName } | { step: 3; type: PaymentTypeName; account: ValidatedAccount };

interface PaymentDialogStepsProps {
  /** Prefilled account number (signed-in customers), also what a reset returns to. */
  presetAccount: string;
  /** The card provider the payment goes to; null for the utility's first. */
  provider: number | null;
  onClose: () => void;
}

/** The three steps of the payment-provider dialog (000 §2): 1 payment type, 2 account validation, 3 payment. */
export function PaymentDialogSteps({ presetAccount, provider, onClose }: PaymentDialogStepsProps) {
  const { t } = useTranslation('payments');
  const [state, setState] = useState<Step>({ step: 1 });
  const [accountNumber, setAccountNumber] = useState(presetAccount);

  function reset() {
    setState({ step: 1 });
    setAccountNumber(presetAccount);
  }

  // Back from step 2 returns to step 1; back from step 3 returns to step 2 with the number kept.
  const back = state.step === 2 ? () => setState({ step: 1 }) : state.step === 3 ? () => setState({ step: 2, type: state.type }) : undefined;
  const title = state.step === 1 ? t('dialog.title') : t('dialog.stepTitle', { step: state.step, type: t(`types.${state.type}`) });

  return (
    <PaymentDialogFrame open title={title} onClose={onClose} onBack={back}>
      {state.step === 1 ? <PaymentTypeMenu onChoose={(type) => setState({ step: 2, type })} /> : null}
      {state.step === 2 ? (
        <AccountValidationStep
          paymentType={state.type}
          accountNumber={accountNumber}
          onAccountNumberChange={setAccountNumber}
          onValidated={(account) => setState({ step: 3, type: state.type, account })}
        />
      ) : null}
      {state.step === 3 ? <PaymentStep paymentType={state.type} account={state.account} provider={provider} onStartOver={reset} /> : null}
    </PaymentDialogFrame>
  );
}
