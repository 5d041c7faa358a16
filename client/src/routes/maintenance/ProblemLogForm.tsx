import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { Button } from '../../components/Button';
import { TextAreaField } from '../../components/TextAreaField';
import type { UserErrorData } from '../../notifications/userErrors';
import type { ElementSelect_query$key } from './__generated__/ElementSelect_query.graphql';
import { RECORD_STATUSES, type RecordStatus } from './search';
import { SelectField } from '../../components/SelectField';
import { type Station, StationElementFields } from './StationElementFields';
import { requiredLabel, useRecordSave } from './useRecordSave';

export const PRIORITIES = ['LOW', 'MEDIUM', 'HIGH', 'URGENT'] as const;
export type Priority = (typeof PRIORITIES)[number];

export interface ProblemLogValues {
  stationId: string | null;
  elementId: string | null;
  problemTypeId: number | null;
  priority: Priority;
  description: string;
  status: RecordStatus;
}

interface Props {
  initial: ProblemLogValues;
  currentElement?: { id: string; code: string; name: string } | null;
  stations: ReadonlyArray<Station>;
  problemTypes: ReadonlyArray<{ readonly lookupId: number; readonly name: string }>;
  query: ElementSelect_query$key;
  /** A new problem log is open: no status to choose. */
  isNew: boolean;
  readOnly: boolean;
  submitLabel: string;
  savedMessage: string;
  /** Saves (element, problem type and description present); answers the refusals (none on success). */
  submit(values: ProblemLogValues & { elementId: string; problemTypeId: number }): Promise<readonly UserErrorData[]>;
  /** More actions beside the save button (raise a job card), given whether a save is under way. */
  actions?: (saving: boolean) => ReactNode;
}

const FIELDS = ['stationId', 'elementId', 'problemTypeId', 'priority', 'description', 'status'];

/** A problem log's fields (002 §2), new or existing: refused input stays as typed, each problem beside its field. */
export function ProblemLogForm(props: Props) {
  const { t } = useTranslation('maintenance');
  const [stationId, setStationId] = useState(props.initial.stationId ?? '');
  const [elementId, setElementId] = useState(props.initial.elementId ?? '');
  const [problemTypeId, setProblemTypeId] = useState(props.initial.problemTypeId ? String(props.initial.problemTypeId) : '');
  const [priority, setPriority] = useState<Priority>(props.initial.priority);
  const [description, setDescription] = useState(props.initial.description);
  const [status, setStatus] = useState<RecordStatus>(props.initial.status);
  const { errors, saving, run } = useRecordSave(FIELDS, props.savedMessage);
  const required = props.readOnly ? null : t('fields.required');

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const local: Record<string, string> = {};
    if (!stationId) local['stationId'] = t('errors.chooseStation');
    else if (!elementId) local['elementId'] = t('errors.chooseElement');
    if (!problemTypeId) local['problemTypeId'] = t('errors.required');
    if (description.trim() === '') local['description'] = t('errors.required');
    void run(local, () => props.submit({ stationId, elementId, problemTypeId: Number(problemTypeId), priority, description: description.trim(), status }));
  };

  const disabled = props.readOnly || saving;
  return (
    <form noValidate onSubmit={onSubmit} aria-label={t('problemLog.form')} className="flex flex-col gap-3 rounded-md border border-gray-200 bg-white p-4" data-testid="problemlog-form">
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
          noStationLabel={t('fields.choose')}
          noElementLabel={t('fields.choose')}
          current={props.currentElement ?? null}
          errors={{ stationId: errors['stationId'], elementId: errors['elementId'] }}
          required={!props.readOnly}
          disabled={disabled}
          testIdPrefix="problemlog"
        />
        <SelectField
          label={requiredLabel(t('fields.problemType'), required)}
          value={problemTypeId}
          onChange={(event) => setProblemTypeId(event.target.value)}
          disabled={disabled}
          error={errors['problemTypeId']}
          required={!props.readOnly}
          data-testid="problemlog-type"
        >
          <option value="">{t('fields.choose')}</option>
          {props.problemTypes.map((type) => (
            <option key={type.lookupId} value={type.lookupId}>
              {type.name}
            </option>
          ))}
        </SelectField>
        <SelectField label={t('fields.priority')} value={priority} onChange={(event) => setPriority(event.target.value as Priority)} disabled={disabled} error={errors['priority']} data-testid="problemlog-priority">
          {PRIORITIES.map((value) => (
            <option key={value} value={value}>
              {t(`priority.${value}`)}
            </option>
          ))}
        </SelectField>
      </div>
      <TextAreaField
        dir="auto"
        label={requiredLabel(t('fields.description'), required)}
        aria-required={!props.readOnly}
        rows={4}
        maxLength={1000}
        value={description}
        onChange={(event) => setDescription(event.target.value)}
        disabled={disabled}
        error={errors['description']}
        data-testid="problemlog-description"
      />
      {props.isNew ? null : (
        <SelectField label={t('table.status')} value={status} onChange={(event) => setStatus(event.target.value as RecordStatus)} disabled={disabled} error={errors['status']} data-testid="problemlog-status">
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
          <Button type="submit" variant={props.isNew ? 'primary' : 'secondary'} disabled={saving} data-testid="problemlog-save">
            {props.submitLabel}
          </Button>
        </div>
      )}
    </form>
  );
}
