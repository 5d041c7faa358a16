import { useTranslation } from '../../i18n/useTranslation';
import { FormSelectField } from '../../forms/fields';
import type { MutationOutcome, MutationPayload } from '../../relay/useFormMutation';
import { FormLookupSelect } from './LookupSelect';
import { type RecordInputs, RecordFormFrame, type RecordFormProps, useRecordForm } from './RecordForm';
import type { RecordStatus } from './search';
import { requiredLabel } from './useRecordSave';

const PRIORITIES = ['LOW', 'MEDIUM', 'HIGH', 'URGENT'] as const;
type Priority = (typeof PRIORITIES)[number];

interface ProblemLogValues {
  stationId: string | null;
  elementId: string | null;
  problemTypeId: number | null;
  priority: Priority;
  description: string;
  status: RecordStatus;
}

interface Props extends RecordFormProps<ProblemLogValues> {
  problemTypes: ReadonlyArray<{ readonly lookupId: number; readonly name: string }>;
  /** Saves (element, problem type and description present); answers the refusals (none on success). */
  submit(values: ProblemLogValues & { elementId: string; problemTypeId: number }): Promise<MutationOutcome<MutationPayload>>;
}

interface ProblemLogInputs extends RecordInputs {
  problemTypeId: string;
  priority: Priority;
  description: string;
}

/** The inputs of the form, whose refusals show beside them. */
export const PROBLEM_LOG_FIELDS = ['stationId', 'elementId', 'problemTypeId', 'priority', 'description', 'status'];

/** A problem log's fields (002 §2), new or existing: refused input stays as typed, each problem beside its field. */
export function ProblemLogForm(props: Props) {
  const { t } = useTranslation('maintenance');
  const { initial } = props;
  const record = useRecordForm<ProblemLogInputs>(
    props,
    {
      stationId: initial.stationId ?? '',
      elementId: initial.elementId ?? '',
      status: initial.status,
      problemTypeId: initial.problemTypeId ? String(initial.problemTypeId) : '',
      priority: initial.priority,
      description: initial.description,
    },
    ({ stationId, elementId, problemTypeId, description }) => ({
      stationId: stationId ? null : t('errors.chooseStation'),
      elementId: stationId && !elementId ? t('errors.chooseElement') : null,
      problemTypeId: problemTypeId ? null : t('errors.required'),
      description: description.trim() === '' ? t('errors.required') : null,
    }),
    (values) => props.submit({ ...values, problemTypeId: Number(values.problemTypeId), description: values.description.trim() }),
  );

  return (
    <RecordFormFrame
      {...props}
      record={record}
      label={t('problemLog.form')}
      testIdPrefix="problemlog"
      noPlaceLabel={t('fields.choose')}
      placeRequired
      text={{ field: 'description', label: t('fields.description'), required: true, testId: 'problemlog-description' }}
    >
      <FormLookupSelect
        name="problemTypeId"
        label={requiredLabel(t('fields.problemType'), record.required)}
        options={props.problemTypes}
        placeholder={t('fields.choose')}
        disabled={record.disabled}
        required={!props.readOnly}
        testId="problemlog-type"
      />
      <FormSelectField name="priority" label={t('fields.priority')} disabled={record.disabled} options={PRIORITIES.map((value) => ({ value, label: t(`priority.${value}`) }))} data-testid="problemlog-priority" />
    </RecordFormFrame>
  );
}
