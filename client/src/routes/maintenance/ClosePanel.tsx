import { type FormEvent, useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { graphql, useFragment } from 'react-relay/hooks';
import { Button } from '../../components/Button';
import type { FieldErrors } from '../../notifications/userErrors';
import { useNotify } from '../../notifications/useNotify';
import type { ClosePanel_jobCard$key } from './__generated__/ClosePanel_jobCard.graphql';
import { SelectField } from '../../components/SelectField';
import { useCloseJobCardMutation } from './useCloseJobCardMutation';

/** 002 §5: selecting the Problem Found outcome requires a maintenance activity. */
const PROBLEM_FOUND = 'PROBLEM_FOUND';

interface Props {
  jobCard: ClosePanel_jobCard$key;
  outcomes: ReadonlyArray<{ readonly lookupId: number; readonly code: string; readonly name: string }>;
  activities: ReadonlyArray<{ readonly lookupId: number; readonly name: string }>;
  closableSteps: readonly string[];
}

/** Closes the card with its outcome; Problem Found makes the activity visibly required. A refusal keeps the choices. */
export function ClosePanel(props: Props) {
  const { t } = useTranslation('maintenance');
  const notify = useNotify();
  const { run: close, inFlight: closing } = useCloseJobCardMutation({ fields: ['outcomeId', 'activityId'], failed: () => t('errors.saveFailed') });
  const card = useFragment(
    graphql`
      fragment ClosePanel_jobCard on JobCard {
        id
        step
        closed
        activity {
          lookupId
        }
        outcome {
          name
        }
      }
    `,
    props.jobCard,
  );
  const [outcomeId, setOutcomeId] = useState('');
  const [activityId, setActivityId] = useState(card.activity ? String(card.activity.lookupId) : '');
  const [errors, setErrors] = useState<FieldErrors>({});
  const problemFound = props.outcomes.find((outcome) => String(outcome.lookupId) === outcomeId)?.code === PROBLEM_FOUND;

  if (card.closed) {
    return (
      <section aria-labelledby="close-title" className="flex flex-col gap-2 rounded-md border border-gray-200 bg-white p-4" data-testid="close-panel">
        <h2 id="close-title" className="text-lg font-semibold text-gray-900">
          {t('close.title')}
        </h2>
        <p className="text-sm text-gray-800" data-testid="close-outcome">
          {t('close.closedWith', { outcome: card.outcome?.name ?? '—' })}
        </p>
      </section>
    );
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!outcomeId) {
      setErrors({ outcomeId: t('close.chooseOutcome') });
      return;
    }
    setErrors({});
    const outcome = await close({ input: { jobCardId: card.id, outcomeId: Number(outcomeId), activityId: activityId ? Number(activityId) : null } });
    if (outcome.status !== 'failed') setErrors(outcome.fieldErrors);
    if (outcome.status === 'done') notify('success', t('close.saved'));
  };

  const closable = props.closableSteps.includes(card.step);
  return (
    <form noValidate onSubmit={submit} aria-labelledby="close-title" className="flex flex-col gap-3 rounded-md border border-gray-200 bg-white p-4" data-testid="close-panel">
      <h2 id="close-title" className="text-lg font-semibold text-gray-900">
        {t('close.title')}
      </h2>
      {closable ? null : <p className="text-sm text-gray-700">{t('close.notYet')}</p>}
      <SelectField label={t('fields.outcome')} value={outcomeId} onChange={(event) => setOutcomeId(event.target.value)} error={errors['outcomeId']} disabled={!closable || closing} data-testid="close-outcome-select">
        <option value="">{t('close.outcomePlaceholder')}</option>
        {props.outcomes.map((outcome) => (
          <option key={outcome.lookupId} value={outcome.lookupId}>
            {outcome.name}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={t('fields.activity')}
        required={problemFound}
        requiredMark={t('fields.required')}
        value={activityId}
        onChange={(event) => setActivityId(event.target.value)}
        error={errors['activityId']}
        disabled={!closable || closing}
        data-testid="close-activity-select"
      >
        <option value="">{t('fields.none')}</option>
        {props.activities.map((activity) => (
          <option key={activity.lookupId} value={activity.lookupId}>
            {activity.name}
          </option>
        ))}
      </SelectField>
      <Button type="submit" className="self-end" disabled={!closable || closing} data-testid="close-submit">
        {t('close.submit')}
      </Button>
    </form>
  );
}
