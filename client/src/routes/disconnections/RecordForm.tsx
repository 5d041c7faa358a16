import { type FormEvent, useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { graphql, useFragment } from 'react-relay/hooks';
import { Button } from '../../components/Button';
import { CheckboxField } from '../../components/CheckboxField';
import { TextAreaField } from '../../components/TextAreaField';
import { TextField } from '../../components/TextField';
import { isolated } from '../../i18n/isolate';
import type { FieldErrors } from '../../notifications/userErrors';
import { useNotify } from '../../notifications/useNotify';
import { parseTypedDay, typedDayOf } from '../../../../shared/days';
import type { RecordForm_disconnection$key } from './__generated__/RecordForm_disconnection.graphql';
import { useRecordDisconnection } from './mutations';
import { NumericKeypad } from './NumericKeypad';
import { finalReadingProblem } from './rules';

const MAX_COMMENT = 1000;
/** Meters of the utility have at most 9 dials (utility-api meters). */
const MAX_DIALS = 9;

const todayIso = () => new Date().toISOString().slice(0, 10);

/**
 * Records the final reading (002 §5): typed or entered on the keypad, not lower than the last reading without
 * a clock-over, empty to save without one (stored as 0). A refused value stays in the field with its error.
 */
export function RecordForm(props: { disconnection: RecordForm_disconnection$key }) {
  const { t } = useTranslation('disconnections');
  const notify = useNotify();
  const { run: record, inFlight: saving } = useRecordDisconnection({ fields: ['finalReading', 'finalReadingDate', 'comment'], failed: () => t('record.failed') });
  const order = useFragment(
    graphql`
      fragment RecordForm_disconnection on Disconnection {
        id
        previousReading
        dials
        finalReading
        finalReadingDate
        clockOver
        comment
      }
    `,
    props.disconnection,
  );
  const [reading, setReading] = useState(order.finalReading === null ? '' : String(order.finalReading));
  const [clockOver, setClockOver] = useState(order.clockOver);
  const [day, setDay] = useState(typedDayOf(order.finalReadingDate ?? todayIso()));
  const [comment, setComment] = useState(order.comment ?? '');
  const [errors, setErrors] = useState<FieldErrors>({});
  const dials = order.dials ?? null;
  const maxDigits = dials ?? MAX_DIALS;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const next: Record<string, string> = {};
    const trimmed = reading.trim();
    if (trimmed !== '' && !/^\d+$/.test(trimmed)) next['finalReading'] = t('record.errors.digits');
    const value = trimmed === '' || next['finalReading'] ? null : Number(trimmed);
    const problem = finalReadingProblem(order.previousReading, value, clockOver, dials);
    if (problem === 'lowerThanPrevious') next['finalReading'] = t('record.errors.lower', { previous: isolated(String(order.previousReading)) });
    if (problem === 'tooManyDigits') next['finalReading'] = t('record.errors.digitsMax', { dials: maxDigits });
    const isoDay = parseTypedDay(day);
    if (isoDay === null) next['finalReadingDate'] = t('record.errors.date');
    else if (isoDay > todayIso()) next['finalReadingDate'] = t('record.errors.future');
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    const outcome = await record({ input: { disconnectionId: order.id, finalReading: value, finalReadingDate: isoDay, clockOver: value !== null && clockOver, comment: comment.trim() || null } });
    if (outcome.status !== 'failed') setErrors(outcome.fieldErrors);
    if (outcome.status === 'done') notify('success', value === null ? t('record.savedWithout') : t('record.saved'));
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4" data-testid="record-form">
      <div className="grid gap-4 md:grid-cols-2">
        <div className="flex flex-col gap-3">
          <TextField
            label={t('labels.finalReading')}
            name="finalReading"
            inputMode="numeric"
            autoComplete="off"
            dir="ltr"
            maxLength={maxDigits}
            value={reading}
            error={errors['finalReading']}
            aria-describedby="final-reading-hint"
            onChange={(event) => setReading(event.target.value)}
            disabled={saving}
            data-testid="final-reading"
          />
          <p id="final-reading-hint" className="text-sm text-gray-600">
            {t('record.hint', { previous: isolated(String(order.previousReading)) })}
          </p>
          <NumericKeypad value={reading} onChange={setReading} maxDigits={maxDigits} disabled={saving} />
        </div>
        <div className="flex flex-col gap-3">
          <CheckboxField label={t('labels.clockOver')} name="clockOver" checked={clockOver} onChange={(event) => setClockOver(event.target.checked)} disabled={saving} data-testid="clock-over" />
          <TextField
            label={t('labels.finalReadingDate')}
            name="finalReadingDate"
            inputMode="numeric"
            autoComplete="off"
            placeholder={t('record.datePlaceholder')}
            value={day}
            error={errors['finalReadingDate']}
            onChange={(event) => setDay(event.target.value)}
            disabled={saving}
            data-testid="final-reading-date"
          />
          <TextAreaField label={t('labels.comment')} rows={3} maxLength={MAX_COMMENT} value={comment} error={errors['comment']} onChange={(event) => setComment(event.target.value)} disabled={saving} data-testid="record-comment" />
        </div>
      </div>
      <Button type="submit" className="self-end" disabled={saving} data-testid="record-submit">
        {t('record.submit')}
      </Button>
    </form>
  );
}
