import { useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { useNavigate } from 'react-router-dom';
import { TextField } from '../../components/TextField';
import type { ElementSelect_query$key } from './__generated__/ElementSelect_query.graphql';
import { filterChips } from '../../components/filters/FilterChips';
import { FilterForm, StatusPlaceFilters, stationText } from './FilterForm';
import { RECORD_STATUSES, type RecordSearch, type RecordTab, writeRecordSearch } from './search';
import { type Station, usePlace } from './StationElementFields';

interface Props {
  tab: RecordTab;
  search: RecordSearch;
  query: ElementSelect_query$key;
  stations: ReadonlyArray<Station>;
}

/** Investigation or problem log filters (status, station or element, text), kept in the URL like the job card filters. */
export function RecordFilters({ tab, search, query, stations }: Props) {
  const { t } = useTranslation('maintenance');
  const navigate = useNavigate();
  const [status, setStatus] = useState<string>(search.status ?? '');
  const place = usePlace(search.stationId, search.elementId);
  const [text, setText] = useState(search.text);

  const apply = () => {
    const params = writeRecordSearch(tab, {
      status: RECORD_STATUSES.find((known) => known === status) ?? null,
      stationId: place.stationId || null,
      elementId: place.elementId || null,
      text,
      view: search.view,
    });
    void navigate(`/jobCards?${params}`);
  };
  const cleared: Record<string, Partial<RecordSearch>> = { status: { status: null }, station: { stationId: null, elementId: null }, text: { text: '' } };
  const chips = filterChips(
    [
      ['status', t('filters.status'), search.status && t(`status.${search.status}`)],
      ['station', t('fields.station'), stationText(stations, search.stationId)],
      ['text', t('filters.text'), search.text],
    ],
    (key) => `/jobCards?${writeRecordSearch(tab, { ...search, ...cleared[key] })}`,
  );

  return (
    <FilterForm label={t(`filters.${tab}`)} testId={`${tab}-filters`} onApply={apply} clearTo={`/jobCards?tab=${tab}`} chips={chips}>
      <StatusPlaceFilters
        statuses={RECORD_STATUSES}
        statusTexts="status"
        status={status}
        onStatus={setStatus}
        query={query}
        stations={stations}
        place={place}
      />
      <TextField
        type="search"
        dir="auto"
        label={t('filters.text')}
        placeholder={t(`filters.${tab}TextHint`)}
        value={text}
        maxLength={100}
        onChange={(event) => setText(event.target.value)}
        data-testid="filter-text"
      />
    </FilterForm>
  );
}
