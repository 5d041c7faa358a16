import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { Button } from '../../components/Button';
import { TextAreaField } from '../../components/TextAreaField';
import { TextField } from '../../components/TextField';
import type { UserErrorData } from '../../notifications/userErrors';
import type { ElementSelect_query$key } from './__generated__/ElementSelect_query.graphql';
import { RECORD_STATUSES, type RecordStatus } from './search';
import { SelectField } from '../../components/SelectField';
import { type Station, StationElementFields } from './StationElementFields';
import { requiredLabel, useRecordSave } from './useRecordSave';

export interface InvestigationValues {
  stationId: string | null;
  elementId: string | null;
  location: string;
  complainTypeId: number | null;
  findings: string | null;
  status: RecordStatus;
}

interface Props {
  initial: InvestigationValues;
  currentElement?: { id: string; code: string; name: string } | null;
  stations: ReadonlyArray<Station>;
  complainTypes: ReadonlyArray<{ readonly lookupId: number; readonly name: string }>;
  query: ElementSelect_query$key;
  /** A new investigation is open: no status to choose. */
  isNew: boolean;
  readOnly: boolean;
  submitLabel: string;
  savedMessage: string;
  /** Saves (location and complain type present); answers the refusals (none on success). */
  submit(values: InvestigationValues & { complainTypeId: number }): Promise<readonly UserErrorData[]>;
  /** More actions beside the save button (raise a job card), given whether a save is under way. */
  actions?: (saving: boolean) => ReactNode;
}

const FIELDS = ['stationId', 'elementId', 'location', 'complainTypeId', 'findings', 'status'];

/** An investigation's fields (002 §2), new or existing: refused input stays as typed, each problem beside its field. */
export function InvestigationForm(props: Props) {
  const { t } = useTranslation('maintenance');
  const [stationId, setStationId] = useState(props.initial.stationId ?? '');
  const [elementId, setElementId] = useState(props.initial.elementId ?? '');
  const [location, setLocation] = useState(props.initial.location);
  const [complainTypeId, setComplainTypeId] = useState(props.initial.complainTypeId ? String(props.initial.complainTypeId) : '');
  const [findings, setFindings] = useState(props.initial.findings ?? '');
  const [status, setStatus] = useState<RecordStatus>(props.initial.status);
  const { errors, saving, run } = useRecordSave(FIELDS, props.savedMessage);
  const required = props.readOnly ? null : t('fields.required');

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const local: Record<string, string> = {};
    if (location.trim() === '') local['location'] = t('errors.required');
    if (!complainTypeId) local['complainTypeId'] = t('errors.required');
    void run(local, () =>
      props.submit({
        // Without an element, the station itself is the element concerned.
        stationId: stationId || null,
        elementId: elementId || stationId || null,
        location: location.trim(),
        complainTypeId: Number(complainTypeId),
        findings: findings.trim() || null,
        status,
      }),
    );
  };

  const disabled = props.readOnly || saving;
  return (
    <form noValidate onSubmit={onSubmit} aria-label={t('investigation.form')} className="flex flex-col gap-3 rounded-md border border-gray-200 bg-white p-4" data-testid="investigation-form">
      <div className="grid gap-3 sm:grid-cols-2">
        <StationElementFields
          query={props.query}
          stations={props.stations}
          stationId={stationId}
          elementId={elementId}
          onChange={(station, element) => {
            setStationId(station);
            setElementId(element);
          }}
          noStationLabel={t('fields.none')}
          noElementLabel={t('fields.none')}
          current={props.currentElement ?? null}
          errors={{ stationId: errors['stationId'], elementId: errors['elementId'] }}
          disabled={disabled}
          testIdPrefix="investigation"
        />
        <TextField
          dir="auto"
          label={requiredLabel(t('fields.location'), required)}
          aria-required={!props.readOnly}
          value={location}
          maxLength={300}
          onChange={(event) => setLocation(event.target.value)}
          disabled={disabled}
          error={errors['location']}
          data-testid="investigation-location"
        />
        <SelectField
          label={requiredLabel(t('fields.complainType'), required)}
          value={complainTypeId}
          onChange={(event) => setComplainTypeId(event.target.value)}
          disabled={disabled}
          error={errors['complainTypeId']}
          required={!props.readOnly}
          data-testid="investigation-complain"
        >
          <option value="">{t('fields.choose')}</option>
          {props.complainTypes.map((type) => (
            <option key={type.lookupId} value={type.lookupId}>
              {type.name}
            </option>
          ))}
        </SelectField>
      </div>
      <TextAreaField
        dir="auto"
        label={t('fields.findings')}
        rows={4}
        maxLength={1000}
        value={findings}
        onChange={(event) => setFindings(event.target.value)}
        disabled={disabled}
        error={errors['findings']}
        data-testid="investigation-findings"
      />
      {props.isNew ? null : (
        <SelectField label={t('table.status')} value={status} onChange={(event) => setStatus(event.target.value as RecordStatus)} disabled={disabled} error={errors['status']} data-testid="investigation-status">
          {RECORD_STATUSES.map((value) => (
            <option key={value} value={value}>
              {t(`status.${value}`)}
            </option>
          ))}
        </SelectField>
      )}
      {props.readOnly ? (
        <p className="text-sm text-gray-700">{t('detail.readOnly')}</p>
      ) : (
        <div className="flex flex-wrap justify-end gap-2">
          {props.actions?.(saving)}
          <Button type="submit" variant={props.isNew ? 'primary' : 'secondary'} disabled={saving} data-testid="investigation-save">
            {props.submitLabel}
          </Button>
        </div>
      )}
    </form>
  );
}
