import { useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { TextField } from '../../components/TextField';
import type { MutationOutcome, MutationPayload } from '../../relay/useFormMutation';
import { LookupSelect } from './LookupSelect';
import { RecordFormFrame, type RecordFormProps, useRecordForm } from './RecordForm';
import type { RecordStatus } from './search';
import { requiredLabel } from './useRecordSave';

interface InvestigationValues {
  stationId: string | null;
  elementId: string | null;
  location: string;
  complainTypeId: number | null;
  findings: string | null;
  status: RecordStatus;
}

interface Props extends RecordFormProps<InvestigationValues> {
  complainTypes: ReadonlyArray<{ readonly lookupId: number; readonly name: string }>;
  /** Saves (location and complain type present); answers the refusals (none on success). */
  submit(values: InvestigationValues & { complainTypeId: number }): Promise<MutationOutcome<MutationPayload>>;
}

/** The inputs of the form, whose refusals show beside them. */
export const INVESTIGATION_FIELDS = ['stationId', 'elementId', 'location', 'complainTypeId', 'findings', 'status'];

/** An investigation's fields (002 §2), new or existing: refused input stays as typed, each problem beside its field. */
export function InvestigationForm(props: Props) {
  const { t } = useTranslation('maintenance');
  const form = useRecordForm(props);
  const [location, setLocation] = useState(props.initial.location);
  const [complainTypeId, setComplainTypeId] = useState(props.initial.complainTypeId ? String(props.initial.complainTypeId) : '');
  const [findings, setFindings] = useState(props.initial.findings ?? '');

  const onSubmit = () => {
    const local: Record<string, string> = {};
    if (location.trim() === '') local['location'] = t('errors.required');
    if (!complainTypeId) local['complainTypeId'] = t('errors.required');
    void form.run(local, () =>
      props.submit({
        // Without an element, the station itself is the element concerned.
        stationId: form.stationId || null,
        elementId: form.elementId || form.stationId || null,
        location: location.trim(),
        complainTypeId: Number(complainTypeId),
        findings: findings.trim() || null,
        status: form.status,
      }),
    );
  };

  return (
    <RecordFormFrame
      {...props}
      form={form}
      label={t('investigation.form')}
      testIdPrefix="investigation"
      onSubmit={onSubmit}
      noPlaceLabel={t('fields.none')}
      text={{ field: 'findings', label: t('fields.findings'), required: false, value: findings, onChange: setFindings, testId: 'investigation-findings' }}
    >
      <TextField
        dir="auto"
        label={requiredLabel(t('fields.location'), form.required)}
        aria-required={!props.readOnly}
        value={location}
        maxLength={300}
        onChange={(event) => setLocation(event.target.value)}
        disabled={form.disabled}
        error={form.errors['location']}
        data-testid="investigation-location"
      />
      <LookupSelect
        label={requiredLabel(t('fields.complainType'), form.required)}
        value={complainTypeId}
        onChange={setComplainTypeId}
        options={props.complainTypes}
        placeholder={t('fields.choose')}
        disabled={form.disabled}
        error={form.errors['complainTypeId']}
        required={!props.readOnly}
        testId="investigation-complain"
      />
    </RecordFormFrame>
  );
}
