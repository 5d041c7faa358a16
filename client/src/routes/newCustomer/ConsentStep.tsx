import { useTranslation } from '../../i18n/useTranslation';
import { SwitchField } from './SwitchField';

interface ConsentStepProps {
  consentReceiveSms: boolean;
  onSmsChange: (on: boolean) => void;
  warning: string | null;
}

/** 002 §2: e-mail consent is on and locked; SMS consent is on by default and needs a cell number. */
export function ConsentStep({ consentReceiveSms, onSmsChange, warning }: ConsentStepProps) {
  const { t } = useTranslation('newCustomer');
  return (
    <div className="flex flex-col gap-4">
      <SwitchField label={t('fields.consentReceiveEmail')} checked onChange={() => undefined} disabled />
      <SwitchField label={t('fields.consentReceiveSms')} checked={consentReceiveSms} onChange={onSmsChange} />
      <p role="status" aria-live="polite" className="text-sm text-amber-900">
        {warning}
      </p>
    </div>
  );
}
