import { useTranslation } from '../../i18n/useTranslation';
import { FormTextField } from '../../forms/fields';
import type { MutationOutcome, MutationPayload } from '../../relay/useFormMutation';
import { FormLookupSelect } from './LookupSelect';
import { type RecordInputs, RecordFormFrame, type RecordFormProps, useRecordForm } from './RecordForm';
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

interface InvestigationInputs extends RecordInputs {
  location: string;
  complainTypeId: string;
  findings: string;
}

/** The inputs of the form, whose refusals show beside them. */
export const INVESTIGATION_FIELDS = ['stationId', 'elementId', 'location', 'complainTypeId', 'findings', 'status'];

/** An investigation's fields (002 §2), new or existing: refused input stays as typed, each problem beside its field. */
export function InvestigationForm(props: Props) {
  const { t } = useTranslation('maintenance');
  const { initial } = props;
  const record = useRecordForm<InvestigationInputs>(
    props,
    {
      stationId: initial.stationId ?? '',
      elementId: initial.elementId ?? '',
      status: initial.status,
      location: initial.location,
      complainTypeId: initial.complainTypeId ? String(initial.complainTypeId) : '',
      findings: initial.findings ?? '',
    },
    ({ location, complainTypeId }) => ({ location: location.trim() === '' ? t('errors.required') : null, complainTypeId: complainTypeId ? null : t('errors.required') }),
    (values) =>
      props.submit({
        // Without an element, the station itself is the element concerned.
        stationId: values.stationId || null,
        elementId: values.elementId || values.stationId || null,
        location: values.location.trim(),
        complainTypeId: Number(values.complainTypeId),
        findings: values.findings.trim() || null,
        status: values.status,
      }),
  );

  return (
    <RecordFormFrame
      {...props}
      record={record}
      label={t('investigation.form')}
      testIdPrefix="investigation"
      noPlaceLabel={t('fields.none')}
      text={{ field: 'findings', label: t('fields.findings'), required: false, testId: 'investigation-findings' }}
    >
      <FormTextField
        name="location"
        dir="auto"
        label={requiredLabel(t('fields.location'), record.required)}
        aria-required={!props.readOnly}
        maxLength={300}
        disabled={record.disabled}
        data-testid="investigation-location"
      />
      <FormLookupSelect
        name="complainTypeId"
        label={requiredLabel(t('fields.complainType'), record.required)}
        options={props.complainTypes}
        placeholder={t('fields.choose')}
        disabled={record.disabled}
        required={!props.readOnly}
        testId="investigation-complain"
      />
    </RecordFormFrame>
  );
}
