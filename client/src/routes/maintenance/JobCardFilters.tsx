import { useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { useNavigate } from 'react-router-dom';
import { CheckboxField } from '../../components/CheckboxField';
import type { ElementSelect_query$key } from './__generated__/ElementSelect_query.graphql';
import { filterChips } from '../../components/filters/FilterChips';
import { FilterForm, StatusPlaceFilters, stationText } from './FilterForm';
import { JOB_CARD_STEPS, type JobCardSearch, writeJobCardSearch } from './search';
import { LookupSelect } from './LookupSelect';
import { type Station, usePlace } from './StationElementFields';

interface Props {
  search: JobCardSearch;
  query: ElementSelect_query$key;
  stations: ReadonlyArray<Station>;
  outcomes: ReadonlyArray<{ lookupId: number; name: string }>;
}

/** Job card filters (status, station, element, outcome, my cards); applying them changes the URL, so a reload keeps them. */
export function JobCardFilters({ search, query, stations, outcomes }: Props) {
  const { t } = useTranslation('maintenance');
  const navigate = useNavigate();
  const [step, setStep] = useState<string>(search.step ?? '');
  const place = usePlace(search.stationId, search.elementId);
  const [outcomeId, setOutcomeId] = useState(search.outcomeId ? String(search.outcomeId) : '');
  const [mine, setMine] = useState(search.mine);

  const apply = () => {
    const params = writeJobCardSearch({
      step: JOB_CARD_STEPS.find((known) => known === step) ?? null,
      stationId: place.stationId || null,
      elementId: place.elementId || null,
      outcomeId: outcomeId ? Number(outcomeId) : null,
      mine,
      view: search.view,
    });
    void navigate(`/jobCards?${params}`);
  };
  const cleared: Record<string, Partial<JobCardSearch>> = { status: { step: null }, station: { stationId: null, elementId: null }, outcome: { outcomeId: null }, mine: { mine: false } };
  const chips = filterChips(
    [
      ['status', t('filters.status'), search.step && t(`step.${search.step}`)],
      ['station', t('fields.station'), stationText(stations, search.stationId)],
      ['outcome', t('fields.outcome'), outcomes.find((option) => option.lookupId === search.outcomeId)?.name],
      ['mine', t('filters.mine'), search.mine],
    ],
    (key) => `/jobCards?${writeJobCardSearch({ ...search, ...cleared[key] })}`,
  );

  return (
    <FilterForm
      label={t('filters.label')}
      testId="jobcard-filters"
      onApply={apply}
      clearTo="/jobCards"
      chips={chips}
      more={
        <>
          <LookupSelect label={t('fields.outcome')} value={outcomeId} onChange={setOutcomeId} options={outcomes} placeholder={t('filters.anyOutcome')} testId="filter-outcome" />
          <div className="flex items-end">
            <CheckboxField label={t('filters.mine')} checked={mine} onChange={(event) => setMine(event.target.checked)} data-testid="filter-mine" />
          </div>
        </>
      }
    >
      <StatusPlaceFilters
        statuses={JOB_CARD_STEPS}
        statusTexts="step"
        status={step}
        onStatus={setStep}
        query={query}
        stations={stations}
        place={place}
      />
    </FilterForm>
  );
}
