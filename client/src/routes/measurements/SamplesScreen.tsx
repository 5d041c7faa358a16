import { type FormEvent, useMemo, useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { type PreloadedQuery, graphql, usePreloadedQuery } from 'react-relay/hooks';
import { useNavigate } from 'react-router-dom';
import { Button } from '../../components/Button';
import { PageTitle } from '../../components/PageTitle';
import { TextField } from '../../components/TextField';
import { useNotify } from '../../notifications/useNotify';
import { useFormMutation } from '../../relay/useFormMutation';
import { defineScreen } from '../../router/screenRoute';
import type { SamplesScreenQuery } from './__generated__/SamplesScreenQuery.graphql';
import type { SamplesScreenCreateMutation } from './__generated__/SamplesScreenCreateMutation.graphql';
import { SAMPLE_RESULTS, SAMPLE_STATUSES, optionsOf } from './sampleOptions';
import { SamplingPointPicker } from './SamplingPointPicker';
import type { ComboboxOption } from '../../components/Combobox';
import { type SampleSearch, readSampleSearch, samplesPath } from './sampleSearch';
import { SampleList } from './SampleList';
import { SelectField } from '../../components/SelectField';

const samplesScreenQuery = graphql`
  query SamplesScreenQuery($status: SampleStatus, $overallResult: SampleResult, $text: String, $count: Int!, $sort: SampleSort) @preloadable {
    ...SampleList_query @arguments(status: $status, overallResult: $overallResult, text: $text, count: $count, sort: $sort)
    organisation {
      name
    }
  }
`;

/** 002 §2 samples: the samples with filters (in the URL) and a form that starts a new sample. */
function SamplesScreen({ queryRef, search }: { queryRef: PreloadedQuery<SamplesScreenQuery>; search: SampleSearch }) {
  const query = usePreloadedQuery<SamplesScreenQuery>(samplesScreenQuery, queryRef);
  const { t } = useTranslation('measurements');
  return (
    <div className="mx-auto flex w-full min-w-0 max-w-6xl flex-col gap-6 p-4 sm:p-6">
      <PageTitle suffix={query.organisation.name}>{t('samples.title')}</PageTitle>
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="lg:order-2">
          <NewSampleForm />
        </div>
        <div className="flex min-w-0 flex-col gap-4 lg:order-1">
          <SampleFilters search={search} />
          <SampleList query={query} search={search} />
        </div>
      </div>
    </div>
  );
}

function SampleFilters({ search }: { search: SampleSearch }) {
  const { t } = useTranslation('measurements');
  const navigate = useNavigate();
  const [status, setStatus] = useState<string>(search.status ?? '');
  const [result, setResult] = useState<string>(search.overallResult ?? '');
  const [text, setText] = useState(search.text);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    navigate(samplesPath({ ...search, status: SAMPLE_STATUSES.find((value) => value === status) ?? null, overallResult: SAMPLE_RESULTS.find((value) => value === result) ?? null, text }));
  };
  return (
    <form role="search" aria-label={t('samples.filters')} onSubmit={submit} className="grid gap-3 rounded-lg border border-gray-200 bg-white p-3 sm:grid-cols-4 sm:items-end">
      <SelectField label={t('samples.status')} value={status} placeholder={t('samples.any')} options={optionsOf(SAMPLE_STATUSES, 'status', t)} onChange={(event) => setStatus(event.target.value)} />
      <SelectField label={t('samples.result')} value={result} placeholder={t('samples.any')} options={optionsOf(SAMPLE_RESULTS, 'result', t)} onChange={(event) => setResult(event.target.value)} />
      <TextField label={t('samples.text')} type="search" maxLength={100} value={text} onChange={(event) => setText(event.target.value)} />
      <Button type="submit" variant="secondary" className="min-h-11">
        {t('samples.apply')}
      </Button>
    </form>
  );
}


function NewSampleForm() {
  const { t } = useTranslation('measurements');
  const notify = useNotify();
  const navigate = useNavigate();
  const [point, setPoint] = useState<ComboboxOption | null>(null);
  const [error, setError] = useState<string | null>(null);
  const { run: commit, inFlight: saving } = useFormMutation<SamplesScreenCreateMutation, SamplesScreenCreateMutation['response']['saveSample']>(
    graphql`
    mutation SamplesScreenCreateMutation($input: SaveSampleInput!) {
      saveSample(input: $input) {
        sample {
          id
          sampleNumber
        }
        userErrors {
          field
          code
          message
        }
      }
    }
  `,
    // A refusal shows beside the sampling point, in the form.
    { payload: (response) => response.saveSample, reportRefusals: false, failed: () => t('form.failed') },
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!point) {
      setError(t('create.choosePoint'));
      return;
    }
    setError(null);
    void commit({ input: { samplingPointId: Number(point.value) } }).then((outcome) => {
      if (outcome.status === 'failed') return;
      const { sample, userErrors } = outcome.payload;
      if (sample) {
        notify('success', t('create.created', { number: sample.sampleNumber }));
        navigate(`/samples/${encodeURIComponent(sample.id)}`);
      } else setError(userErrors[0]?.message ?? t('form.failed'));
    });
  };
  return (
    <form noValidate onSubmit={submit} aria-labelledby="new-sample-title" className="flex flex-col gap-3 rounded-lg border border-gray-200 bg-white p-4" data-testid="new-sample">
      <h2 id="new-sample-title" className="text-lg font-semibold text-gray-900">
        {t('create.title')}
      </h2>
      <SamplingPointPicker label={t('sample.point')} value={point} error={error} onChange={setPoint} data-testid="new-sample-point" />
      <Button type="submit" disabled={saving} data-testid="new-sample-submit">
        {t('create.submit')}
      </Button>
    </form>
  );
}

export const samplesScreen = defineScreen<SamplesScreenQuery>({
  namespaces: ['measurements'],
  Screen: function SamplesRouteScreen({ queryRef, search }) {
    const filters = useMemo(() => readSampleSearch(search), [search]);
    return <SamplesScreen queryRef={queryRef} search={filters} />;
  },
});
