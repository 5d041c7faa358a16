import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { useNavigate } from 'react-router-dom';
import { FilterPanel } from '../../components/filters/FilterPanel';
import type { FilterChip } from '../../components/filters/FilterChips';
import { SelectField } from '../../components/SelectField';
import type { ElementSelect_query$key } from './__generated__/ElementSelect_query.graphql';
import { type Place, type Station, StationElementFields } from './StationElementFields';

interface Props {
  label: string;
  testId: string;
  onApply(): void;
  /** Where "Clear" goes (the tab without filters). */
  clearTo: string;
  /** The filters behind "More filters". */
  more?: ReactNode;
  chips: readonly FilterChip[];
  /** The most used filters, in one row. */
  children: ReactNode;
}

/** The frame of a maintenance tab's filters (the employee lists' compact panel); applying changes the URL. */
export function FilterForm({ label, testId, onApply, clearTo, more, chips, children }: Props) {
  const navigate = useNavigate();
  return <FilterPanel label={label} testId={testId} onApply={onApply} onClear={() => void navigate(clearTo)} primary={children} more={more} chips={chips} />;
}

/** A station's name as its option shows it, for the chip of the station filter. */
export const stationText = (stations: ReadonlyArray<Station>, stationId: string | null) => {
  const station = stations.find((option) => option.id === stationId);
  return station ? `${station.code} · ${station.name}` : null;
};

interface PlaceProps {
  /** The statuses offered after "Any status", and the text key prefix of their names. */
  statuses: readonly string[];
  statusTexts: 'step' | 'status';
  status: string;
  onStatus(status: string): void;
  query: ElementSelect_query$key;
  stations: ReadonlyArray<Station>;
  place: Place;
}

/** The first filters of every maintenance tab: status, then station and element. */
export function StatusPlaceFilters(props: PlaceProps) {
  const { t } = useTranslation('maintenance');
  return (
    <>
      <SelectField label={t('filters.status')} value={props.status} onChange={(event) => props.onStatus(event.target.value)} data-testid="filter-status">
        <option value="">{t('filters.anyStatus')}</option>
        {props.statuses.map((value) => (
          <option key={value} value={value}>
            {t(`${props.statusTexts}.${value}`)}
          </option>
        ))}
      </SelectField>
      <StationElementFields
        query={props.query}
        stations={props.stations}
        stationId={props.place.stationId}
        elementId={props.place.elementId}
        onChange={props.place.onChange}
        noStationLabel={t('filters.anyStation')}
        testIdPrefix="filter"
      />
    </>
  );
}
