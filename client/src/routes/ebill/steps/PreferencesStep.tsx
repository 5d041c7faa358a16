import { type FormEvent, useState } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { Button } from '../../../components/Button';
import { CheckboxField } from '../../../components/CheckboxField';
import { ConfirmSubmitDialog } from './ConfirmSubmitDialog';

export interface EbillConsents {
  consentMessagesViaEmail: boolean;
  consentMessagesViaSms: boolean;
}

interface PreferencesStepProps {
  phone: string;
  email: string;
  busy: boolean;
  onShowTerms: () => void;
  onSubmit: (consents: EbillConsents) => void;
}

/**
 * 001 §2 subscription preference: bills by e-mail (fixed on), optional messages by e-mail and SMS
 * (default on, 001 §3), the terms button, the required terms consent (001 §5) and a Submit that opens
 * the confirmation dialog.
 */
export function PreferencesStep({ phone, email, busy, onShowTerms, onSubmit }: PreferencesStepProps) {
  const { t } = useTranslation('ebill');
  const [viaEmail, setViaEmail] = useState(true);
  const [viaSms, setViaSms] = useState(true);
  const [terms, setTerms] = useState(false);
  const [termsError, setTermsError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!terms) {
      setTermsError(t('errors.termsRequired'));
      return;
    }
    setTermsError(null);
    setConfirming(true);
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-2" aria-busy={busy}>
      <fieldset className="flex flex-col gap-1">
        <legend className="mb-1 text-sm font-medium text-gray-800">{t('fields.preferences')}</legend>
        <CheckboxField label={t('fields.billsViaEmail')} checked disabled readOnly />
        <CheckboxField label={t('fields.messagesViaEmail')} checked={viaEmail} onChange={(event) => setViaEmail(event.target.checked)} />
        <CheckboxField label={t('fields.messagesViaSms')} checked={viaSms} onChange={(event) => setViaSms(event.target.checked)} />
      </fieldset>
      <div>
        <Button variant="ghost" onClick={onShowTerms}>
          {t('actions.showTerms')}
        </Button>
      </div>
      <CheckboxField
        label={t('fields.consentTerms')}
        checked={terms}
        required
        aria-invalid={termsError ? true : undefined}
        aria-describedby={termsError ? 'ebill-terms-error' : undefined}
        onChange={(event) => setTerms(event.target.checked)}
      />
      {termsError ? (
        <p id="ebill-terms-error" className="text-sm text-red-700">
          {termsError}
        </p>
      ) : null}
      <div className="mt-2 flex justify-end">
        <Button type="submit" disabled={busy}>
          {t('actions.submit')}
        </Button>
      </div>
      <ConfirmSubmitDialog
        open={confirming}
        phone={phone}
        email={email}
        busy={busy}
        onCancel={() => setConfirming(false)}
        onSubmit={() => onSubmit({ consentMessagesViaEmail: viaEmail, consentMessagesViaSms: viaSms })}
      />
    </form>
  );
}
