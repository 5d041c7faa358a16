import { type FormEvent, useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { graphql, useFragment } from 'react-relay/hooks';
import { Button } from '../../components/Button';
import { TextAreaField } from '../../components/TextAreaField';
import type { FieldErrors } from '../../notifications/userErrors';
import { useNotify } from '../../notifications/useNotify';
import type { InvestigationPanel_disconnection$key } from './__generated__/InvestigationPanel_disconnection.graphql';
import { useSetInvestigation } from './mutations';

const MAX_REASON = 500;

/** 002 §4: sets the order under investigation (with a reason), or removes it from investigation. */
export function InvestigationPanel(props: { disconnection: InvestigationPanel_disconnection$key; editable: boolean }) {
  const { t } = useTranslation('disconnections');
  const notify = useNotify();
  const { run: setInvestigation, inFlight: saving } = useSetInvestigation({ fields: ['reason'], failed: () => t('investigation.failed') });
  const order = useFragment(
    graphql`
      fragment InvestigationPanel_disconnection on Disconnection {
        id
        underInvestigation
        investigationReason
      }
    `,
    props.disconnection,
  );
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});

  const change = async (on: boolean) => {
    if (on && reason.trim() === '') {
      setErrors({ reason: t('investigation.reasonRequired') });
      return;
    }
    setErrors({});
    const outcome = await setInvestigation({ input: { disconnectionId: order.id, underInvestigation: on, reason: on ? reason.trim() : null } });
    if (outcome.status !== 'failed') setErrors(outcome.fieldErrors);
    if (outcome.status === 'done') {
      setReason('');
      notify('success', on ? t('investigation.set') : t('investigation.removed'));
    }
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void change(true);
  };

  if (order.underInvestigation) {
    return (
      <div className="flex flex-col gap-3" data-testid="investigation-panel">
        <p className="text-sm text-gray-800">
          <strong>{t('investigation.current')}</strong> <span dir="auto" data-testid="investigation-reason">{order.investigationReason}</span>
        </p>
        {props.editable ? (
          <Button variant="secondary" className="self-start" disabled={saving} onClick={() => void change(false)} data-testid="investigation-remove">
            {t('investigation.remove')}
          </Button>
        ) : null}
      </div>
    );
  }
  if (!props.editable) return <p className="text-sm text-gray-700">{t('investigation.none')}</p>;
  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-3" data-testid="investigation-panel">
      <TextAreaField label={t('investigation.reason')} rows={2} maxLength={MAX_REASON} value={reason} error={errors['reason']} onChange={(event) => setReason(event.target.value)} disabled={saving} data-testid="investigation-reason-input" />
      <Button type="submit" variant="secondary" className="self-start" disabled={saving} data-testid="investigation-set">
        {t('investigation.setButton')}
      </Button>
    </form>
  );
}
