import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { Button } from '../../components/Button';
import { TextAreaField } from '../../components/TextAreaField';
import { TextField } from '../../components/TextField';
import type { FieldErrors } from '../../notifications/userErrors';
import type { MutationOutcome, MutationPayload } from '../../relay/useFormMutation';
import { useNotify } from '../../notifications/useNotify';
import type { ElementSelect_query$key } from './__generated__/ElementSelect_query.graphql';
import { ElementSelect } from './ElementSelect';
import { fromLocalInput, toLocalInput } from './search';
import { SelectField } from '../../components/SelectField';

/** The lists the form offers (`maintenanceLookups`). */
interface FormLookups {
  readonly stations: ReadonlyArray<{ readonly id: string; readonly code: string; readonly name: string }>;
  readonly activities: ReadonlyArray<{ readonly lookupId: number; readonly name: string }>;
  readonly conditions: ReadonlyArray<{ readonly lookupId: number; readonly name: string }>;
  readonly complainTypes: ReadonlyArray<{ readonly lookupId: number; readonly name: string }>;
}

interface JobCardValues {
  stationId: string | null;
  elementId: string | null;
  startsAt: string;
  endsAt: string | null;
  activityId: number | null;
  conditionId: number | null;
  complainTypeId: number | null;
  description: string | null;
}

interface Props {
  initial: JobCardValues;
  currentElement?: { id: string; code: string; name: string } | null;
  lookups: FormLookups;
  query: ElementSelect_query$key;
  readOnly: boolean;
  submitLabel: string;
  /** Saves; answers the refusals (none on success). */
  submit(values: JobCardValues): Promise<MutationOutcome<MutationPayload>>;
  savedMessage: string;
  children?: ReactNode;
}

/** The inputs of the form, whose refusals show beside them. */
export const JOB_CARD_FIELDS = ['stationId', 'elementId', 'startsAt', 'endsAt', 'activityId', 'conditionId', 'complainTypeId', 'description'];
const idOrNull = (value: string) => (value ? Number(value) : null);

/** The header fields of a job card (002 §3). A refused save shows each problem beside its field and keeps what was typed. */
export function JobCardForm(props: Props) {
  const { t } = useTranslation('maintenance');
  const notify = useNotify();
  const [stationId, setStationId] = useState(props.initial.stationId ?? '');
  const [elementId, setElementId] = useState(props.initial.elementId ?? '');
  const [startsAt, setStartsAt] = useState(toLocalInput(props.initial.startsAt));
  const [endsAt, setEndsAt] = useState(toLocalInput(props.initial.endsAt));
  const [activityId, setActivityId] = useState(props.initial.activityId ? String(props.initial.activityId) : '');
  const [conditionId, setConditionId] = useState(props.initial.conditionId ? String(props.initial.conditionId) : '');
  const [complainTypeId, setComplainTypeId] = useState(props.initial.complainTypeId ? String(props.initial.complainTypeId) : '');
  const [description, setDescription] = useState(props.initial.description ?? '');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saving, setSaving] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const start = fromLocalInput(startsAt);
    const end = fromLocalInput(endsAt);
    const local: Record<string, string> = {};
    if (start === null) local['startsAt'] = t('errors.startRequired');
    if (endsAt.trim() !== '' && end === null) local['endsAt'] = t('errors.invalidDate');
    if (start !== null && end !== null && end < start) local['endsAt'] = t('errors.endBeforeStart');
    setErrors(local);
    if (Object.keys(local).length > 0 || start === null) return;
    setSaving(true);
    try {
      const outcome = await props.submit({
        stationId: stationId || null,
        elementId: elementId || null,
        startsAt: start,
        endsAt: end,
        activityId: idOrNull(activityId),
        conditionId: idOrNull(conditionId),
        complainTypeId: idOrNull(complainTypeId),
        description: description.trim() || null,
      });
      if (outcome.status !== 'failed') setErrors(outcome.fieldErrors);
      if (outcome.status === 'done') notify('success', props.savedMessage);
    } finally {
      setSaving(false);
    }
  };

  const disabled = props.readOnly || saving;
  return (
    <form noValidate onSubmit={onSubmit} aria-labelledby="jobcard-form-title" className="flex flex-col gap-4 rounded-md border border-gray-200 bg-white p-4" data-testid="jobcard-form">
      <h2 id="jobcard-form-title" className="text-lg font-semibold text-gray-900">
        {t('form.title')}
      </h2>
      <div className="grid gap-3 sm:grid-cols-2">
        <SelectField
          label={t('fields.station')}
          value={stationId}
          disabled={disabled}
          error={errors['stationId']}
          onChange={(event) => {
            setStationId(event.target.value);
            setElementId('');
          }}
          data-testid="jobcard-station"
        >
          <option value="">{t('fields.none')}</option>
          {props.lookups.stations.map((station) => (
            <option key={station.id} value={station.id}>
              {station.code} · {station.name}
            </option>
          ))}
        </SelectField>
        <ElementSelect
          query={props.query}
          stationId={stationId || null}
          value={elementId}
          onChange={setElementId}
          current={elementId && props.currentElement?.id === elementId ? props.currentElement : null}
          label={t('fields.element')}
          error={errors['elementId']}
          disabled={disabled}
          testId="jobcard-element"
        />
        <TextField label={t('fields.startsAt')} type="datetime-local" value={startsAt} onChange={(event) => setStartsAt(event.target.value)} disabled={disabled} error={errors['startsAt']} data-testid="jobcard-start" />
        <TextField label={t('fields.endsAt')} type="datetime-local" value={endsAt} onChange={(event) => setEndsAt(event.target.value)} disabled={disabled} error={errors['endsAt']} data-testid="jobcard-end" />
        <SelectField label={t('fields.activity')} value={activityId} disabled={disabled} error={errors['activityId']} onChange={(event) => setActivityId(event.target.value)} data-testid="jobcard-activity">
          <option value="">{t('fields.none')}</option>
          {props.lookups.activities.map((item) => (
            <option key={item.lookupId} value={item.lookupId}>
              {item.name}
            </option>
          ))}
        </SelectField>
        <SelectField label={t('fields.condition')} value={conditionId} disabled={disabled} error={errors['conditionId']} onChange={(event) => setConditionId(event.target.value)}>
          <option value="">{t('fields.none')}</option>
          {props.lookups.conditions.map((item) => (
            <option key={item.lookupId} value={item.lookupId}>
              {item.name}
            </option>
          ))}
        </SelectField>
        <SelectField label={t('fields.complainType')} value={complainTypeId} disabled={disabled} error={errors['complainTypeId']} onChange={(event) => setComplainTypeId(event.target.value)}>
          <option value="">{t('fields.none')}</option>
          {props.lookups.complainTypes.map((item) => (
            <option key={item.lookupId} value={item.lookupId}>
              {item.name}
            </option>
          ))}
        </SelectField>
      </div>
      <TextAreaField dir="auto" label={t('fields.description')} rows={3} maxLength={1000} value={description} onChange={(event) => setDescription(event.target.value)} disabled={disabled} error={errors['description']} />
      {props.children}
      {props.readOnly ? null : (
        <Button type="submit" className="self-end" disabled={saving} data-testid="jobcard-save">
          {props.submitLabel}
        </Button>
      )}
    </form>
  );
}
