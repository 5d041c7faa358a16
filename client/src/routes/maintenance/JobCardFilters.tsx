import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Button } from '../../components/Button';
import { CheckboxField } from '../../components/CheckboxField';
import type { ElementSelect_query$key } from './__generated__/ElementSelect_query.graphql';
import { ElementSelect } from './ElementSelect';
import { JOB_CARD_STEPS, type JobCardSearch, writeJobCardSearch } from './search';
import { SelectField } from './SelectField';

interface Props {
  search: JobCardSearch;
  query: ElementSelect_query$key;
  stations: ReadonlyArray<{ id: string; code: string; name: string }>;
  outcomes: ReadonlyArray<{ lookupId: number; name: string }>;
}

/** Job card filters (status, station, element, outcome, my cards); applying them changes the URL, so a reload keeps them. */
export function JobCardFilters({ search, query, stations, outcomes }: Props) {
  const { t } = useTranslation('maintenance');
  const navigate = useNavigate();
  const [step, setStep] = useState<string>(search.step ?? '');
  const [stationId, setStationId] = useState(search.stationId ?? '');
  const [elementId, setElementId] = useState(search.elementId ?? '');
  const [outcomeId, setOutcomeId] = useState(search.outcomeId ? String(search.outcomeId) : '');
  const [mine, setMine] = useState(search.mine);

  const apply = (event: FormEvent) => {
    event.preventDefault();
    const params = writeJobCardSearch({
      step: JOB_CARD_STEPS.find((known) => known === step) ?? null,
      stationId: stationId || null,
      elementId: elementId || null,
      outcomeId: outcomeId ? Number(outcomeId) : null,
      mine,
    });
    void navigate(`/jobCards?${params}`);
  };

  return (
    <form noValidate onSubmit={apply} aria-label={t('filters.label')} className="flex flex-col gap-3 rounded-md border border-gray-200 bg-white p-4" data-testid="jobcard-filters">
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <SelectField label={t('filters.status')} value={step} onChange={(event) => setStep(event.target.value)} data-testid="filter-status">
          <option value="">{t('filters.anyStatus')}</option>
          {JOB_CARD_STEPS.map((value) => (
            <option key={value} value={value}>
              {t(`step.${value}`)}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t('fields.station')}
          value={stationId}
          onChange={(event) => {
            setStationId(event.target.value);
            setElementId('');
          }}
          data-testid="filter-station"
        >
          <option value="">{t('filters.anyStation')}</option>
          {stations.map((station) => (
            <option key={station.id} value={station.id}>
              {station.code} · {station.name}
            </option>
          ))}
        </SelectField>
        <ElementSelect query={query} stationId={stationId || null} value={elementId} onChange={setElementId} label={t('fields.element')} testId="filter-element" />
        <SelectField label={t('fields.outcome')} value={outcomeId} onChange={(event) => setOutcomeId(event.target.value)} data-testid="filter-outcome">
          <option value="">{t('filters.anyOutcome')}</option>
          {outcomes.map((outcome) => (
            <option key={outcome.lookupId} value={outcome.lookupId}>
              {outcome.name}
            </option>
          ))}
        </SelectField>
      </div>
      <div className="flex flex-wrap items-center gap-x-6 gap-y-2">
        <CheckboxField label={t('filters.mine')} checked={mine} onChange={(event) => setMine(event.target.checked)} data-testid="filter-mine" />
        <span className="flex flex-1 justify-end gap-2">
          <Button variant="ghost" onClick={() => void navigate('/jobCards')}>
            {t('filters.clear')}
          </Button>
          <Button type="submit" data-testid="filter-apply">
            {t('filters.apply')}
          </Button>
        </span>
      </div>
    </form>
  );
}
