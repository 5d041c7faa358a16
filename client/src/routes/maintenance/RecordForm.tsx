import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { Button } from '../../components/Button';
import { SelectField } from '../../components/SelectField';
import { TextAreaField } from '../../components/TextAreaField';
import type { ElementSelect_query$key } from './__generated__/ElementSelect_query.graphql';
import { RECORD_STATUSES, type RecordStatus } from './search';
import { type Station, StationElementFields, usePlace } from './StationElementFields';
import { requiredLabel, useRecordSave } from './useRecordSave';

/** What the investigation and problem log forms are given besides their own values and lookups. */
export interface RecordFormProps<V> {
  initial: V;
  currentElement?: { id: string; code: string; name: string } | null;
  stations: ReadonlyArray<Station>;
  query: ElementSelect_query$key;
  /** A new record is open: no status to choose. */
  isNew: boolean;
  readOnly: boolean;
  submitLabel: string;
  savedMessage: string;
  /** More actions beside the save button (raise a job card), given whether a save is under way. */
  actions?: (saving: boolean) => ReactNode;
}

/** The state every record form keeps: station, element and status, and the save with its errors. */
export function useRecordForm(props: RecordFormProps<{ stationId: string | null; elementId: string | null; status: RecordStatus }>) {
  const place = usePlace(props.initial.stationId, props.initial.elementId);
  const [status, setStatus] = useState<RecordStatus>(props.initial.status);
  const save = useRecordSave(props.savedMessage);
  const { t } = useTranslation('maintenance');
  return {
    ...save,
    stationId: place.stationId,
    elementId: place.elementId,
    place: place.onChange,
    status,
    setStatus,
    disabled: props.readOnly || save.saving,
    /** The required mark of the labels (none on a read-only form). */
    required: props.readOnly ? null : t('fields.required'),
  };
}

type FormState = ReturnType<typeof useRecordForm>;

interface FrameProps extends Omit<RecordFormProps<unknown>, 'initial' | 'savedMessage'> {
  form: FormState;
  label: string;
  /** `<prefix>-form`, `-station`, `-element`, `-status` and `-save` test ids. */
  testIdPrefix: string;
  onSubmit(): void;
  /** The first option of the station and element lists. */
  noPlaceLabel: string;
  /** Station and element are required (marked, unless read-only). */
  placeRequired?: boolean;
  /** The text below the fields (findings, description). */
  text: { field: string; label: string; required: boolean; value: string; onChange(value: string): void; testId: string };
  /** The fields beside station and element. */
  children: ReactNode;
}

/** The frame of an investigation or problem log form (002 §2): place, own fields, text, status and the buttons. */
export function RecordFormFrame(props: FrameProps) {
  const { t } = useTranslation('maintenance');
  const { form, text } = props;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    props.onSubmit();
  };
  return (
    <form noValidate onSubmit={submit} aria-label={props.label} className="flex flex-col gap-3 rounded-md border border-gray-200 bg-white p-4" data-testid={`${props.testIdPrefix}-form`}>
      <div className="grid gap-3 sm:grid-cols-2">
        <StationElementFields
          query={props.query}
          stations={props.stations}
          stationId={form.stationId}
          elementId={form.elementId}
          onChange={form.place}
          noStationLabel={props.noPlaceLabel}
          noElementLabel={props.noPlaceLabel}
          current={props.currentElement ?? null}
          errors={{ stationId: form.errors['stationId'], elementId: form.errors['elementId'] }}
          required={props.placeRequired && !props.readOnly}
          disabled={form.disabled}
          testIdPrefix={props.testIdPrefix}
        />
        {props.children}
      </div>
      <TextAreaField
        dir="auto"
        label={text.required ? requiredLabel(text.label, form.required) : text.label}
        aria-required={text.required ? !props.readOnly : undefined}
        rows={4}
        maxLength={1000}
        value={text.value}
        onChange={(event) => text.onChange(event.target.value)}
        disabled={form.disabled}
        error={form.errors[text.field]}
        data-testid={text.testId}
      />
      {props.isNew ? null : (
        <SelectField label={t('table.status')} value={form.status} onChange={(event) => form.setStatus(event.target.value as RecordStatus)} disabled={form.disabled} error={form.errors['status']} data-testid={`${props.testIdPrefix}-status`}>
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
          {props.actions?.(form.saving)}
          <Button type="submit" variant={props.isNew ? 'primary' : 'secondary'} disabled={form.saving} data-testid={`${props.testIdPrefix}-save`}>
            {props.submitLabel}
          </Button>
        </div>
      )}
    </form>
  );
}
