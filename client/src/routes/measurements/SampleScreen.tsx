import { type FormEvent, useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { type PreloadedQuery, graphql, useFragment, usePreloadedQuery } from 'react-relay/hooks';
import { Link } from 'react-router-dom';
import { Button } from '../../components/Button';
import { DetailList } from '../../components/DetailList';
import { EmptyState } from '../../components/EmptyState';
import { focusRing } from '../../components/focusRing';
import { PageTitle } from '../../components/PageTitle';
import { TextAreaField } from '../../components/TextAreaField';
import { TextField } from '../../components/TextField';
import { formatDateTime } from '../../i18n/format';
import type { FieldErrors } from '../../notifications/userErrors';
import { useNotify } from '../../notifications/useNotify';
import { useFormMutation } from '../../relay/useFormMutation';
import { defineScreen } from '../../router/screenRoute';
import type { SampleForm_sample$key } from './__generated__/SampleForm_sample.graphql';
import type { SampleScreenMutation, SaveSampleInput } from './__generated__/SampleScreenMutation.graphql';
import type { SampleScreenQuery } from './__generated__/SampleScreenQuery.graphql';
import { ACCEPTABILITY, APPEARANCES, ODOURS, SAMPLE_RESULTS, SAMPLE_STATUSES, optionsOf, samplingPointOptions } from './sampleOptions';
import { SelectField } from '../../components/SelectField';

const sampleScreenQuery = graphql`
  query SampleScreenQuery($id: ID!) @preloadable {
    node(id: $id) {
      ... on Sample {
        id
        sampleNumber
        ...SampleForm_sample @alias(as: "form")
      }
    }
    samplingPoints {
      ...sampleOptions_point
    }
    organisation {
      name
    }
  }
`;

/** 002 §2 sample: one sample, its qualitative results and overall result. */
function SampleScreen({ queryRef }: { queryRef: PreloadedQuery<SampleScreenQuery> }) {
  const { node, samplingPoints, organisation } = usePreloadedQuery<SampleScreenQuery>(sampleScreenQuery, queryRef);
  const { t } = useTranslation('measurements');
  const back = (
    <Link to="/samples" className={`self-start text-sm text-brand-main underline ${focusRing}`}>
      {t('sample.back')}
    </Link>
  );
  if (!node?.sampleNumber || !node.form) {
    return (
      <div className="mx-auto flex w-full min-w-0 max-w-4xl flex-col gap-6 p-4 sm:p-6">
        {back}
        <EmptyState title={t('sample.notFoundTitle')} description={t('sample.notFound')} testId="sample-not-found" />
      </div>
    );
  }
  return (
    <div className="mx-auto flex w-full min-w-0 max-w-4xl flex-col gap-6 p-4 sm:p-6">
      {back}
      <PageTitle suffix={organisation.name}>{t('sample.title', { number: node.sampleNumber })}</PageTitle>
      <SampleForm sample={node.form} points={samplingPoints} />
    </div>
  );
}

type Choice = string;

function SampleForm(props: { sample: SampleForm_sample$key; points: Parameters<typeof samplingPointOptions>[0] }) {
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
        }
      }
    `,
    props.sample,
  );
  const { run: commit, inFlight: saving } = useFormMutation<SampleScreenMutation, SampleScreenMutation['response']['saveSample']>(
    graphql`
    mutation SampleScreenMutation($input: SaveSampleInput!) {
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
  const [values, setValues] = useState<Record<string, Choice>>({
    samplingPointId: String(sample.samplingPoint.samplingPointId),
    status: sample.status,
    appearance: sample.appearance ?? '',
    odour: sample.odour ?? '',
    taste: sample.taste ?? '',
    colour: sample.colour ?? '',
    overallResult: sample.overallResult ?? '',
    labReference: sample.labReference ?? '',
    remarks: sample.remarks ?? '',
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const set = (name: string) => (event: { target: { value: string } }) => setValues((current) => ({ ...current, [name]: event.target.value }));
  const orNull = <T extends string>(value: string | undefined) => (value ? (value as T) : null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (values['status'] === 'RESULTS_ENTERED' && !values['overallResult']) {
      setErrors({ overallResult: t('sample.resultRequired') });
      return;
    }
    setErrors({});
    const input: SaveSampleInput = {
      sampleId: sample.id,
      samplingPointId: Number(values['samplingPointId']),
      takenAt: sample.takenAt,
      status: values['status'] as SaveSampleInput['status'],
      appearance: orNull(values['appearance']),
      odour: orNull(values['odour']),
      taste: orNull(values['taste']),
      colour: orNull(values['colour']),
      overallResult: orNull(values['overallResult']),
      labReference: values['labReference']?.trim() || null,
      remarks: values['remarks']?.trim() || null,
    };
    void commit({ input }).then((outcome) => {
      if (outcome.status === 'failed') return;
      setErrors(outcome.fieldErrors);
      if (outcome.status === 'done') notify('success', t('sample.saved', { number: sample.sampleNumber }));
    });
  };

  return (
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
        <SelectField label={t('sample.point')} value={values['samplingPointId']} error={errors['samplingPointId']} options={samplingPointOptions(props.points)} onChange={set('samplingPointId')} />
        <SelectField label={t('samples.status')} value={values['status']} options={optionsOf(SAMPLE_STATUSES, 'status', t)} onChange={set('status')} data-testid="sample-status" />
        <TextField label={t('sample.labReference')} maxLength={50} value={values['labReference']} error={errors['labReference']} onChange={set('labReference')} data-testid="sample-lab" />
      </fieldset>
      <fieldset className="grid gap-4 rounded-lg border border-gray-200 bg-white p-4 sm:grid-cols-2">
        <legend className="px-1 text-lg font-semibold text-gray-900">{t('sample.results')}</legend>
        <SelectField label={t('sample.appearance')} value={values['appearance']} placeholder={t('sample.notEntered')} options={optionsOf(APPEARANCES, 'appearance', t)} onChange={set('appearance')} data-testid="sample-appearance" />
        <SelectField label={t('sample.odour')} value={values['odour']} placeholder={t('sample.notEntered')} options={optionsOf(ODOURS, 'odour', t)} onChange={set('odour')} data-testid="sample-odour" />
        <SelectField label={t('sample.taste')} value={values['taste']} placeholder={t('sample.notEntered')} options={optionsOf(ACCEPTABILITY, 'acceptability', t)} onChange={set('taste')} data-testid="sample-taste" />
        <SelectField label={t('sample.colour')} value={values['colour']} placeholder={t('sample.notEntered')} options={optionsOf(ACCEPTABILITY, 'acceptability', t)} onChange={set('colour')} data-testid="sample-colour" />
        <SelectField
          label={t('samples.result')}
          value={values['overallResult']}
          error={errors['overallResult']}
          placeholder={t('sample.notEntered')}
          options={optionsOf(SAMPLE_RESULTS, 'result', t)}
          onChange={set('overallResult')}
          data-testid="sample-result"
        />
        <div className="sm:col-span-2">
          <TextAreaField label={t('sample.remarks')} rows={3} maxLength={1000} value={values['remarks']} error={errors['remarks']} onChange={set('remarks')} />
        </div>
      </fieldset>
      <Button type="submit" className="self-end" disabled={saving} data-testid="sample-save">
        {t('sample.save')}
      </Button>
    </form>
  );
}

export const sampleScreen = defineScreen<SampleScreenQuery>({
  namespaces: ['measurements'],
  Screen: SampleScreen,
});
