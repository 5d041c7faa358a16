import type { ReactNode } from 'react';
import { type DefaultValues, FormProvider } from 'react-hook-form';
import { useTranslation } from '../../i18n/useTranslation';
import { Button } from '../../components/Button';
import { FormSelectField, FormTextAreaField } from '../../forms/fields';
import { type FormRules, usePortalForm } from '../../forms/usePortalForm';
import { useNotify } from '../../notifications/useNotify';
import type { MutationOutcome, MutationPayload } from '../../relay/useFormMutation';
import type { ElementSelect_query$key } from './__generated__/ElementSelect_query.graphql';
import { FormPlaceFields } from './FormPlaceFields';
import { RECORD_STATUSES, type RecordStatus } from './search';
import type { Station } from './StationElementFields';
import { requiredLabel } from './useRecordSave';
/** What the investigation and problem log forms are given besides their own values and lookups. */
export interface RecordFormProps<V> {
  initial: V;
  currentElement?: { id: string; code: string; name: string } | null;
  /** The record's station, shown in the station picker until another is chosen. */
  currentStation?: Station | null;
  query: ElementSelect_query$key;
  /** A new record is open: no status to choose. */
  isNew: boolean;
  readOnly: boolean;
  submitLabel: string;
  savedMessage: string;
  /** More actions beside the save button (raise a job card), given whether a save is under way. */
  actions?: (saving: boolean) => ReactNode;
}

/** What every record form's inputs hold besides its own: the place ('' for none) and the status. */
export interface RecordInputs {
  stationId: string;
  elementId: string;
  status: RecordStatus;
}

/**
 * A record form (./usePortalForm.ts) with its place and status: `save` runs once the rules pass, refusals land
 * beside their fields, success is announced, and what was typed stays either way.
 */
export function useRecordForm<V extends RecordInputs>(props: Pick<RecordFormProps<unknown>, 'readOnly' | 'savedMessage'>, defaultValues: DefaultValues<V>, rules: FormRules<V>, save: (values: V) => Promise<MutationOutcome<MutationPayload>>) {
  const { t } = useTranslation('maintenance');
  const notify = useNotify();
  const form = usePortalForm<V>({ defaultValues, rules });
  const saving = form.formState.isSubmitting;
  return {
    form,
    onSubmit: form.submitWith(save, () => notify('success', props.savedMessage)),
    saving,
    disabled: props.readOnly || saving,
    /** The required mark of the labels (none on a read-only form). */
    required: props.readOnly ? null : t('fields.required'),
  };
}

interface FrameProps<V extends RecordInputs> extends Omit<RecordFormProps<unknown>, 'initial' | 'savedMessage'> {
  record: ReturnType<typeof useRecordForm<V>>;
  label: string;
  /** `<prefix>-form`, `-station`, `-element`, `-status` and `-save` test ids. */
  testIdPrefix: string;
  /** The first option of the station and element lists. */
  noPlaceLabel: string;
  /** Station and element are required (marked, unless read-only). */
  placeRequired?: boolean;
  /** The text below the fields (findings, description): the name of its input. */
  text: { field: string; label: string; required: boolean; testId: string };
  /** The fields beside station and element. */
  children: ReactNode;
}

/** The frame of an investigation or problem log form (002 §2): place, own fields, text, status and the buttons. */
export function RecordFormFrame<V extends RecordInputs>(props: FrameProps<V>) {
  const { t } = useTranslation('maintenance');
  const { record, text } = props;
  return (
    <FormProvider {...record.form}>
      <form noValidate onSubmit={record.onSubmit} aria-label={props.label} className="flex flex-col gap-3 rounded-md border border-gray-200 bg-white p-4" data-testid={`${props.testIdPrefix}-form`}>
        <div className="grid gap-3 sm:grid-cols-2">
          <FormPlaceFields
            query={props.query}
            currentStation={props.currentStation ?? null}
            noStationLabel={props.noPlaceLabel}
            noElementLabel={props.noPlaceLabel}
            current={props.currentElement ?? null}
            required={props.placeRequired && !props.readOnly}
            disabled={record.disabled}
            testIdPrefix={props.testIdPrefix}
          />
          {props.children}
        </div>
        <FormTextAreaField
          name={text.field}
          dir="auto"
          label={text.required ? requiredLabel(text.label, record.required) : text.label}
          aria-required={text.required ? !props.readOnly : undefined}
          rows={4}
          maxLength={1000}
          disabled={record.disabled}
          data-testid={text.testId}
        />
        {props.isNew ? null : (
          <FormSelectField
            name="status"
            label={t('table.status')}
            disabled={record.disabled}
            options={RECORD_STATUSES.map((value) => ({ value, label: t(`status.${value}`) }))}
            data-testid={`${props.testIdPrefix}-status`}
          />
        )}
        {props.readOnly ? (
          <p className="text-sm text-gray-700">{t('detail.readOnly')}</p>
        ) : (
          <div className="flex flex-wrap justify-end gap-2">
            {props.actions?.(record.saving)}
            <Button type="submit" variant={props.isNew ? 'primary' : 'secondary'} disabled={record.saving} data-testid={`${props.testIdPrefix}-save`}>
              {props.submitLabel}
            </Button>
          </div>
        )}
      </form>
    </FormProvider>
  );
}
