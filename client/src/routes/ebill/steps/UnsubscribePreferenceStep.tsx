import { type FormEvent, useState } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { Button } from '../../../components/Button';
import { CheckboxField } from '../../../components/CheckboxField';

/** 001 §2 unsubscribe preference: unsubscribe from e-bill, on by default; Next only while it is checked. */
export function UnsubscribePreferenceStep({ onNext }: { onNext: () => void }) {
  const { t } = useTranslation('ebill');
  const [unsubscribe, setUnsubscribe] = useState(true);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (unsubscribe) onNext();
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <CheckboxField label={t('fields.unsubscribe')} checked={unsubscribe} onChange={(event) => setUnsubscribe(event.target.checked)} />
      <div className="flex justify-end">
        <Button type="submit" disabled={!unsubscribe}>
          {t('actions.next')}
        </Button>
      </div>
    </form>
  );
}
