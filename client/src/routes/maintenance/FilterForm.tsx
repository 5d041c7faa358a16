import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { useNavigate } from 'react-router-dom';
import { Button } from '../../components/Button';
import { SelectField } from '../../components/SelectField';
import type { ElementSelect_query$key } from './__generated__/ElementSelect_query.graphql';
import { type Place, type Station, StationElementFields } from './StationElementFields';

interface Props {
  label: string;
  testId: string;
  onApply(): void;
  /** Where "Clear" goes (the tab without filters). */
  clearTo: string;
  /** Beside the buttons, for example a checkbox. */
  extra?: ReactNode;
  children: ReactNode;
}

/** The frame of a maintenance tab's filters: a grid of fields, then Clear and Apply (applying changes the URL). */
export function FilterForm({ label, testId, onApply, clearTo, extra, children }: Props) {
  const { t } = useTranslation('maintenance');
  const navigate = useNavigate();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply();
  };
  return (
    <form noValidate onSubmit={submit} aria-label={label} className="flex flex-col gap-3 rounded-md border border-gray-200 bg-white p-4" data-testid={testId}>
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">{children}</div>
      <div className="flex flex-wrap items-center gap-x-6 gap-y-2">
        {extra}
        <span className="flex flex-1 justify-end gap-2">
          <Button variant="ghost" onClick={() => void navigate(clearTo)}>
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
