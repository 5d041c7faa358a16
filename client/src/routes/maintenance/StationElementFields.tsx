import { useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import type { ElementSelect_query$key } from './__generated__/ElementSelect_query.graphql';
import { ElementSelect } from './ElementSelect';
import { SelectField } from '../../components/SelectField';
import { requiredLabel } from './useRecordSave';
import { type Station, StationPicker, stationLabel } from './StationPicker';

export type { Station } from './StationPicker';

interface Props {
  query: ElementSelect_query$key;
  /** A select of these stations (the list filters); without them, a picker that searches as one types (the forms). */
  stations?: ReadonlyArray<Station>;
  /** The picker's station before another is chosen (a saved record's). */
  currentStation?: Station | null;
  stationId: string;
  elementId: string;
  /** A new station clears the element (an element belongs to its station). */
  onChange(stationId: string, elementId: string): void;
  /** The first option of the station list ("Any station", "None", "Choose…"). */
  noStationLabel: string;
  /** The first option of the element list once a station is chosen (default "Any element"). */
  noElementLabel?: string;
  current?: { id: string; code: string; name: string } | null;
  errors?: { stationId?: string | undefined; elementId?: string | undefined };
  /** Shows the required mark on both. */
  required?: boolean;
  disabled?: boolean;
  /** `<prefix>-station` and `<prefix>-element` test ids. */
  testIdPrefix: string;
}

/** The station and element pickers (the element list follows the station), as the job card uses them. */
export function StationElementFields(props: Props) {
  const { t } = useTranslation('maintenance');
  const label = (text: string) => (props.required ? requiredLabel(text, t('fields.required')) : text);
  return (
    <>
      {props.stations ? (
        <SelectField
          label={label(t('fields.station'))}
          value={props.stationId}
          disabled={props.disabled}
          error={props.errors?.stationId}
          required={props.required}
          onChange={(event) => props.onChange(event.target.value, '')}
          data-testid={`${props.testIdPrefix}-station`}
        >
          <option value="">{props.noStationLabel}</option>
          {props.stations.map((station) => (
            <option key={station.id} value={station.id}>
              {stationLabel(station)}
            </option>
          ))}
        </SelectField>
      ) : (
        <StationPicker
          label={label(t('fields.station'))}
          current={props.currentStation ?? null}
          noStationLabel={props.noStationLabel}
          disabled={props.disabled}
          error={props.errors?.stationId}
          required={props.required}
          onChange={(stationId) => props.onChange(stationId, '')}
          data-testid={`${props.testIdPrefix}-station`}
        />
      )}
      <ElementSelect
        query={props.query}
        stationId={props.stationId || null}
        value={props.elementId}
        onChange={(elementId) => props.onChange(props.stationId, elementId)}
        current={props.elementId && props.current?.id === props.elementId ? props.current : null}
        label={label(t('fields.element'))}
        emptyLabel={props.noElementLabel}
        error={props.errors?.elementId}
        required={props.required}
        disabled={props.disabled}
        testId={`${props.testIdPrefix}-element`}
      />
    </>
  );
}

/** The chosen station and element of a form or filter ('' for none); a new station comes with its own element choice. */
export function usePlace(stationId: string | null, elementId: string | null) {
  const [station, setStation] = useState(stationId ?? '');
  const [element, setElement] = useState(elementId ?? '');
  return {
    stationId: station,
    elementId: element,
    onChange: (nextStation: string, nextElement: string) => {
      setStation(nextStation);
      setElement(nextElement);
    },
  };
}

export type Place = ReturnType<typeof usePlace>;
