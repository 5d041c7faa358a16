import { useState } from 'react';
import { FormProvider } from 'react-hook-form';
import { useTranslation } from '../../i18n/useTranslation';
import { graphql, useFragment } from 'react-relay/hooks';
import { Button } from '../../components/Button';
import { DetailList } from '../../components/DetailList';
import type { ComboboxOption } from '../../components/Combobox';
import { FormSelectField, FormTextAreaField, FormTextField, useFormField } from '../../forms/fields';
import { usePortalForm } from '../../forms/usePortalForm';
import { formatDateTime } from '../../i18n/format';
import { useNotify } from '../../notifications/useNotify';
import { useFormMutation } from '../../relay/useFormMutation';
import type { SampleForm_sample$key } from './__generated__/SampleForm_sample.graphql';
import type { SampleFormMutation, SaveSampleInput } from './__generated__/SampleFormMutation.graphql';
import { ACCEPTABILITY, APPEARANCES, ODOURS, SAMPLE_RESULTS, SAMPLE_STATUSES, optionsOf, samplingPointOptions } from './sampleOptions';
import { SamplingPointPicker } from './SamplingPointPicker';

/** What the inputs hold: the choices as their enum value ('' for none) and the texts as typed. */
type SampleInputs = Record<'samplingPointId' | 'status' | 'appearance' | 'odour' | 'taste' | 'colour' | 'overallResult' | 'labReference' | 'remarks', string>;

/** 002 §2 sample: its point, status and qualitative results; a sample with results entered needs its overall result. */
export function SampleForm(props: { sample: SampleForm_sample$key }) {
  const { t } = useTranslation('measurements');
  const notify = useNotify();
  const sample = useFragment(
    graphql`
      fragment SampleForm_sample on Sample {
        id
        sampleNumber
        takenAt
        takenBy
        updatedAt
        status
        appearance
        odour
        taste
        colour
        overallResult
        labReference
        remarks
        samplingPoint {
          samplingPointId
          ...sampleOptions_point
        }
      }
    `,
    props.sample,
  );
  const { run: commit, inFlight: saving } = useFormMutation<SampleFormMutation, SampleFormMutation['response']['saveSample']>(
    graphql`
      mutation SampleFormMutation($input: SaveSampleInput!) {
        saveSample(input: $input) {
          sample {
            id
            ...SampleForm_sample
          }
          userErrors {
            field
            code
            message
          }
        }
      }
    `,
    { payload: (response) => response.saveSample, fields: ['labReference', 'remarks', 'samplingPointId'], failed: () => t('form.failed') },
  );
  const form = usePortalForm<SampleInputs>({
    defaultValues: {
      samplingPointId: String(sample.samplingPoint.samplingPointId),
      status: sample.status,
      appearance: sample.appearance ?? '',
      odour: sample.odour ?? '',
      taste: sample.taste ?? '',
      colour: sample.colour ?? '',
      overallResult: sample.overallResult ?? '',
      labReference: sample.labReference ?? '',
      remarks: sample.remarks ?? '',
    },
    rules: (values) => ({ overallResult: values.status === 'RESULTS_ENTERED' && !values.overallResult ? t('sample.resultRequired') : null }),
  });
  const orNull = <T extends string>(value: string) => (value ? (value as T) : null);

  const submit = form.submitWith(async (values) => {
    const input: SaveSampleInput = {
      sampleId: sample.id,
      samplingPointId: Number(values.samplingPointId),
      takenAt: sample.takenAt,
      status: values.status as SaveSampleInput['status'],
      appearance: orNull(values.appearance),
      odour: orNull(values.odour),
      taste: orNull(values.taste),
      colour: orNull(values.colour),
      overallResult: orNull(values.overallResult),
      labReference: values.labReference.trim() || null,
      remarks: values.remarks.trim() || null,
    };
    const outcome = await commit({ input });
    if (outcome.status === 'done') notify('success', t('sample.saved', { number: sample.sampleNumber }));
    return outcome;
  });

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={submit} className="flex flex-col gap-4" data-testid="sample-form">
        <div className="rounded-lg border border-gray-200 bg-white p-4">
          <DetailList
            layout="row"
            items={[
              [t('samples.takenAt'), formatDateTime(sample.takenAt)],
              [t('sample.takenBy'), sample.takenBy],
              [t('sample.updatedAt'), formatDateTime(sample.updatedAt)],
            ]}
          />
        </div>
        <fieldset className="grid gap-4 rounded-lg border border-gray-200 bg-white p-4 sm:grid-cols-2">
          <legend className="px-1 text-lg font-semibold text-gray-900">{t('sample.details')}</legend>
          <FormSamplingPoint label={t('sample.point')} current={samplingPointOptions([sample.samplingPoint])[0] ?? null} />
          <FormSelectField name="status" label={t('samples.status')} options={optionsOf(SAMPLE_STATUSES, 'status', t)} data-testid="sample-status" />
          <FormTextField name="labReference" label={t('sample.labReference')} maxLength={50} data-testid="sample-lab" />
        </fieldset>
        <fieldset className="grid gap-4 rounded-lg border border-gray-200 bg-white p-4 sm:grid-cols-2">
          <legend className="px-1 text-lg font-semibold text-gray-900">{t('sample.results')}</legend>
          <FormSelectField name="appearance" label={t('sample.appearance')} placeholder={t('sample.notEntered')} options={optionsOf(APPEARANCES, 'appearance', t)} data-testid="sample-appearance" />
          <FormSelectField name="odour" label={t('sample.odour')} placeholder={t('sample.notEntered')} options={optionsOf(ODOURS, 'odour', t)} data-testid="sample-odour" />
          <FormSelectField name="taste" label={t('sample.taste')} placeholder={t('sample.notEntered')} options={optionsOf(ACCEPTABILITY, 'acceptability', t)} data-testid="sample-taste" />
          <FormSelectField name="colour" label={t('sample.colour')} placeholder={t('sample.notEntered')} options={optionsOf(ACCEPTABILITY, 'acceptability', t)} data-testid="sample-colour" />
          <FormSelectField name="overallResult" label={t('samples.result')} placeholder={t('sample.notEntered')} options={optionsOf(SAMPLE_RESULTS, 'result', t)} data-testid="sample-result" />
          <div className="sm:col-span-2">
            <FormTextAreaField name="remarks" label={t('sample.remarks')} rows={3} maxLength={1000} />
          </div>
        </fieldset>
        <Button type="submit" className="self-end" disabled={saving} data-testid="sample-save">
          {t('sample.save')}
        </Button>
      </form>
    </FormProvider>
  );
}

/** The sample's point in the form: its current point shown by name, another one found by typing. */
function FormSamplingPoint({ label, current }: { label: string; current: ComboboxOption | null }) {
  const field = useFormField<string>('samplingPointId');
  const [chosen, setChosen] = useState(current);
  return (
    <SamplingPointPicker
      label={label}
      value={chosen}
      error={field.error}
      onBlur={field.onBlur}
      onChange={(option) => {
        setChosen(option);
        field.onChange(option.value);
      }}
      data-testid="sample-point"
    />
  );
}
