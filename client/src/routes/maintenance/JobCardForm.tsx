import type { ReactNode } from 'react';
import { FormProvider } from 'react-hook-form';
import { useTranslation } from '../../i18n/useTranslation';
import { Button } from '../../components/Button';
import { FormDateTimeField, FormSelectField, FormTextAreaField } from '../../forms/fields';
import { type FormRules, usePortalForm } from '../../forms/usePortalForm';
import type { MutationOutcome, MutationPayload } from '../../relay/useFormMutation';
import { useNotify } from '../../notifications/useNotify';
import type { ElementSelect_query$key } from './__generated__/ElementSelect_query.graphql';
import { FormPlaceFields } from './FormPlaceFields';
import type { Station } from './StationPicker';
import { fromTypedDateTime, toTypedDateTime } from '../../lib/typedDateTime';

/** The lists the form offers (`maintenanceLookups`). */
interface FormLookups {
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
  /** The card's station, shown in the station picker until another is chosen. */
  currentStation?: Station | null;
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
const idText = (id: number | null) => (id ? String(id) : '');

/** What the inputs hold: each select's choice as text ('' for none), the times as typed (`DD/MM/YYYY HH:mm`, 002 §9). */
interface JobCardInputs {
  stationId: string;
  elementId: string;
  startsAt: string;
  endsAt: string;
  activityId: string;
  conditionId: string;
  complainTypeId: string;
  description: string;
}

/** The job card's rules (002 §3): a start, and an end (when given) that is a date not before it. */
function jobCardRules(t: (key: string) => string): FormRules<JobCardInputs> {
  return ({ startsAt, endsAt }) => {
    const start = fromTypedDateTime(startsAt);
    const end = fromTypedDateTime(endsAt);
    const startProblem = startsAt.trim() === '' ? t('errors.startRequired') : start === null ? t('errors.invalidDate') : null;
    const endProblem = endsAt.trim() !== '' && end === null ? t('errors.invalidDate') : start !== null && end !== null && end < start ? t('errors.endBeforeStart') : null;
    return { startsAt: startProblem, endsAt: endProblem };
  };
}

/** The header fields of a job card (002 §3). A refused save shows each problem beside its field and keeps what was typed. */
export function JobCardForm(props: Props) {
  const { t } = useTranslation('maintenance');
  const notify = useNotify();
  const { initial } = props;
  const form = usePortalForm<JobCardInputs>({
    defaultValues: {
      stationId: initial.stationId ?? '',
      elementId: initial.elementId ?? '',
      startsAt: toTypedDateTime(initial.startsAt),
      endsAt: toTypedDateTime(initial.endsAt),
      activityId: idText(initial.activityId),
      conditionId: idText(initial.conditionId),
      complainTypeId: idText(initial.complainTypeId),
      description: initial.description ?? '',
    },
    rules: jobCardRules(t),
  });
  const onSubmit = form.submitWith(
    (values) =>
      props.submit({
        stationId: values.stationId || null,
        elementId: values.elementId || null,
        startsAt: fromTypedDateTime(values.startsAt) ?? '',
        endsAt: fromTypedDateTime(values.endsAt),
        activityId: idOrNull(values.activityId),
        conditionId: idOrNull(values.conditionId),
        complainTypeId: idOrNull(values.complainTypeId),
        description: values.description.trim() || null,
      }),
    () => notify('success', props.savedMessage),
  );

  const saving = form.formState.isSubmitting;
  const disabled = props.readOnly || saving;
  const lookupOptions = (items: FormLookups['activities']) => [{ value: '', label: t('fields.none') }, ...items.map((item) => ({ value: String(item.lookupId), label: item.name }))];
  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={onSubmit} aria-labelledby="jobcard-form-title" className="flex flex-col gap-4 rounded-md border border-gray-200 bg-white p-4" data-testid="jobcard-form">
        <h2 id="jobcard-form-title" className="text-lg font-semibold text-gray-900">
          {t('form.title')}
        </h2>
        <div className="grid gap-3 sm:grid-cols-2">
          <FormPlaceFields query={props.query} currentStation={props.currentStation ?? null} noStationLabel={t('fields.none')} current={props.currentElement ?? null} disabled={disabled} testIdPrefix="jobcard" />
          <FormDateTimeField name="startsAt" label={t('fields.startsAt')} disabled={disabled} data-testid="jobcard-start" />
          <FormDateTimeField name="endsAt" label={t('fields.endsAt')} disabled={disabled} data-testid="jobcard-end" />
          <FormSelectField name="activityId" label={t('fields.activity')} disabled={disabled} options={lookupOptions(props.lookups.activities)} data-testid="jobcard-activity" />
          <FormSelectField name="conditionId" label={t('fields.condition')} disabled={disabled} options={lookupOptions(props.lookups.conditions)} />
          <FormSelectField name="complainTypeId" label={t('fields.complainType')} disabled={disabled} options={lookupOptions(props.lookups.complainTypes)} />
        </div>
        <FormTextAreaField name="description" dir="auto" label={t('fields.description')} rows={3} maxLength={1000} disabled={disabled} />
        {props.children}
        {props.readOnly ? null : (
          <Button type="submit" className="self-end" disabled={saving} data-testid="jobcard-save">
            {props.submitLabel}
          </Button>
        )}
      </form>
    </FormProvider>
  );
}
