import { useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { useNavigate } from 'react-router-dom';
import { CheckboxField } from '../../components/CheckboxField';
import type { ElementSelect_query$key } from './__generated__/ElementSelect_query.graphql';
import { FilterForm } from './FilterForm';
import { JOB_CARD_STEPS, type JobCardSearch, writeJobCardSearch } from './search';
import { SelectField } from '../../components/SelectField';
import { type Station, StationElementFields } from './StationElementFields';

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
  const [stationId, setStationId] = useState(search.stationId ?? '');
  const [elementId, setElementId] = useState(search.elementId ?? '');
  const [outcomeId, setOutcomeId] = useState(search.outcomeId ? String(search.outcomeId) : '');
  const [mine, setMine] = useState(search.mine);

  const apply = () => {
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
    <FilterForm
      label={t('filters.label')}
      testId="jobcard-filters"
      onApply={apply}
      clearTo="/jobCards"
      extra={<CheckboxField label={t('filters.mine')} checked={mine} onChange={(event) => setMine(event.target.checked)} data-testid="filter-mine" />}
    >
      <SelectField label={t('filters.status')} value={step} onChange={(event) => setStep(event.target.value)} data-testid="filter-status">
        <option value="">{t('filters.anyStatus')}</option>
        {JOB_CARD_STEPS.map((value) => (
          <option key={value} value={value}>
            {t(`step.${value}`)}
          </option>
        ))}
      </SelectField>
      <StationElementFields
        query={query}
        stations={stations}
        stationId={stationId}
        elementId={elementId}
        onChange={(station, element) => {
          setStationId(station);
          setElementId(element);
        }}
        noStationLabel={t('filters.anyStation')}
        testIdPrefix="filter"
      />
      <SelectField label={t('fields.outcome')} value={outcomeId} onChange={(event) => setOutcomeId(event.target.value)} data-testid="filter-outcome">
        <option value="">{t('filters.anyOutcome')}</option>
        {outcomes.map((outcome) => (
          <option key={outcome.lookupId} value={outcome.lookupId}>
            {outcome.name}
          </option>
        ))}
      </SelectField>
    </FilterForm>
  );
}
