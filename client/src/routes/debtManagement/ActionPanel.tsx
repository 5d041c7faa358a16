import { type FormEvent, useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { graphql, useFragment } from 'react-relay/hooks';
import { Button } from '../../components/Button';
import { TextField } from '../../components/TextField';
import type { FieldErrors } from '../../notifications/userErrors';
import { useNotify } from '../../notifications/useNotify';
import { Section } from '../../components/Section';
import type { ActionPanel_debtCase$key } from './__generated__/ActionPanel_debtCase.graphql';
import type { DebtCaseManualAction } from './__generated__/mutationsAddDebtCaseActionMutation.graphql';
import { useAddDebtCaseAction, useWriteOffDebtCase } from './mutations';
import { SelectField } from '../../components/SelectField';

const ACTIONS: readonly DebtCaseManualAction[] = ['PHONE_CALL', 'REMINDER_LETTER', 'FINAL_NOTICE_LETTER', 'DISCONNECTION_NOTICE', 'LEGAL_REFERRAL'];

/** Records an action (phone call, letter…) and writes the case off after a confirmation. */
export function ActionPanel(props: { debtCase: ActionPanel_debtCase$key }) {
  const { t } = useTranslation('debtManagement');
  const notify = useNotify();
  const { run: addAction, inFlight: adding } = useAddDebtCaseAction({ fields: ['action', 'note'], failed: () => t('actions.failed') });
  const { run: writeOff, inFlight: writingOff } = useWriteOffDebtCase({ failed: () => t('writeOff.failed') });
  const debtCase = useFragment(
    graphql`
      fragment ActionPanel_debtCase on DebtCase {
        id
        status
      }
    `,
    props.debtCase,
  );
  const [action, setAction] = useState<DebtCaseManualAction | ''>('');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [confirming, setConfirming] = useState(false);
  if (debtCase.status === 'CLOSED') return null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (action === '') {
      setErrors({ action: t('actions.choose') });
      return;
    }
    setErrors({});
    const outcome = await addAction({ input: { debtCaseId: debtCase.id, action, note: note.trim() || null } });
    if (outcome.status !== 'failed') setErrors(outcome.fieldErrors);
    if (outcome.status === 'done') {
      notify('success', t('actions.saved', { action: t(`enquiryTabs:debtCaseAction.${action}`) }));
      setAction('');
      setNote('');
    }
  };
  const confirmWriteOff = async () => {
    const outcome = await writeOff({ input: { debtCaseId: debtCase.id, note: note.trim() || null } });
    if (outcome.status === 'done') notify('success', t('writeOff.done'));
    setConfirming(false);
  };

  return (
    <Section title={t('actions.title')} testId="actions-section">
      <form noValidate onSubmit={submit} className="flex flex-col gap-3" data-testid="action-form">
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            label={t('actions.action')}
            name="action"
            value={action}
            error={errors['action']}
            disabled={adding}
            onValueChange={(value) => setAction(value as DebtCaseManualAction | '')}
            placeholder={t('actions.placeholder')}
            options={ACTIONS.map((value) => ({ value, label: t(`enquiryTabs:debtCaseAction.${value}`) }))}
            data-testid="action-select"
          />
          <TextField label={t('actions.note')} name="note" maxLength={1000} autoComplete="off" value={note} error={errors['note']} onChange={(event) => setNote(event.target.value)} disabled={adding} data-testid="action-note" />
        </div>
        <div className="flex flex-wrap items-center justify-between gap-3">
          {confirming ? (
            <span className="flex flex-wrap items-center gap-2" role="group" aria-label={t('writeOff.confirmLabel')}>
              <span className="text-sm text-red-800">{t('writeOff.confirmText')}</span>
              <Button variant="secondary" disabled={writingOff} onClick={() => void confirmWriteOff()} data-testid="write-off-confirm">
                {t('writeOff.confirm')}
              </Button>
              <Button variant="ghost" onClick={() => setConfirming(false)}>
                {t('writeOff.cancel')}
              </Button>
            </span>
          ) : (
            <Button variant="ghost" onClick={() => setConfirming(true)} data-testid="write-off">
              {t('writeOff.button')}
            </Button>
          )}
          <Button type="submit" disabled={adding} data-testid="action-submit">
            {t('actions.submit')}
          </Button>
        </div>
      </form>
    </Section>
  );
}
