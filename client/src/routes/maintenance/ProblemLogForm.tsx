import { useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import type { MutationOutcome, MutationPayload } from '../../relay/useFormMutation';
import { LookupSelect } from './LookupSelect';
import { RecordFormFrame, type RecordFormProps, useRecordForm } from './RecordForm';
import type { RecordStatus } from './search';
import { SelectField } from '../../components/SelectField';
import { requiredLabel } from './useRecordSave';

const PRIORITIES = ['LOW', 'MEDIUM', 'HIGH', 'URGENT'] as const;
export type Priority = (typeof PRIORITIES)[number];

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

/** The inputs of the form, whose refusals show beside them. */
export const PROBLEM_LOG_FIELDS = ['stationId', 'elementId', 'problemTypeId', 'priority', 'description', 'status'];

/** A problem log's fields (002 §2), new or existing: refused input stays as typed, each problem beside its field. */
export function ProblemLogForm(props: Props) {
  const { t } = useTranslation('maintenance');
  const form = useRecordForm(props);
  const [problemTypeId, setProblemTypeId] = useState(props.initial.problemTypeId ? String(props.initial.problemTypeId) : '');
  const [priority, setPriority] = useState<Priority>(props.initial.priority);
  const [description, setDescription] = useState(props.initial.description);

  const onSubmit = () => {
    const { stationId, elementId, status } = form;
    const local: Record<string, string> = {};
    if (!stationId) local['stationId'] = t('errors.chooseStation');
    else if (!elementId) local['elementId'] = t('errors.chooseElement');
    if (!problemTypeId) local['problemTypeId'] = t('errors.required');
    if (description.trim() === '') local['description'] = t('errors.required');
    void form.run(local, () => props.submit({ stationId, elementId, problemTypeId: Number(problemTypeId), priority, description: description.trim(), status }));
  };

  return (
    <RecordFormFrame
      {...props}
      form={form}
      label={t('problemLog.form')}
      testIdPrefix="problemlog"
      onSubmit={onSubmit}
      noPlaceLabel={t('fields.choose')}
      placeRequired
      text={{ field: 'description', label: t('fields.description'), required: true, value: description, onChange: setDescription, testId: 'problemlog-description' }}
    >
      <LookupSelect
        label={requiredLabel(t('fields.problemType'), form.required)}
        value={problemTypeId}
        onChange={setProblemTypeId}
        options={props.problemTypes}
        placeholder={t('fields.choose')}
        disabled={form.disabled}
        error={form.errors['problemTypeId']}
        required={!props.readOnly}
        testId="problemlog-type"
      />
      <SelectField label={t('fields.priority')} value={priority} onChange={(event) => setPriority(event.target.value as Priority)} disabled={form.disabled} error={form.errors['priority']} data-testid="problemlog-priority">
        {PRIORITIES.map((value) => (
          <option key={value} value={value}>
            {t(`priority.${value}`)}
          </option>
        ))}
      </SelectField>
    </RecordFormFrame>
  );
}
