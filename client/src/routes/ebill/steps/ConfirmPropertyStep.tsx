import { type FormEvent, useState } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { Button } from '../../../components/Button';
import { CheckboxField } from '../../../components/CheckboxField';

interface ConfirmPropertyStepProps {
  address: string;
  /** Registration: Next; unsubscribe: Unsubscribe, which sends the request at once (001 §4). */
  actionLabel: string;
  busy?: boolean;
  onConfirmed: () => void;
}

/** 001 §2 confirm property: the read-only address and a confirmation checkbox that must be ticked (001 §5). */
export function ConfirmPropertyStep({ address, actionLabel, busy = false, onConfirmed }: ConfirmPropertyStepProps) {
  const { t } = useTranslation('ebill');
  const [confirmed, setConfirmed] = useState(false);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (confirmed && !busy) onConfirmed();
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4" aria-busy={busy}>
      <div>
        <p className="text-sm font-medium text-gray-800">{t('fields.address')}</p>
        <p dir="auto" className="mt-1 rounded-md bg-gray-100 px-3 py-2 text-gray-900" data-testid="ebill-address">
          {address}
        </p>
      </div>
      <CheckboxField label={t('fields.confirmProperty')} checked={confirmed} onChange={(event) => setConfirmed(event.target.checked)} disabled={busy} />
      <div className="flex justify-end">
        <Button type="submit" disabled={!confirmed || busy}>
          {actionLabel}
        </Button>
      </div>
    </form>
  );
}
