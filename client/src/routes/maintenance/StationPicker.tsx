import { useCallback, useState } from 'react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay/hooks';
import { Combobox, type ComboboxOption, PICKER_MATCHES } from '../../components/Combobox';
import type { StationPickerQuery } from './__generated__/StationPickerQuery.graphql';

export interface Station {
  readonly id: string;
  readonly code: string;
  readonly name: string;
}

const pickerQuery = graphql`
  query StationPickerQuery($text: String!, $first: Int!) {
    maintenanceLookups {
      stations(text: $text, first: $first) {
        id
        code
        name
      }
    }
  }
`;

export const stationLabel = (station: Station) => `${station.code} · ${station.name}`;

interface Props {
  label: string;
  /** The station the form starts with (a saved record's), shown until another is chosen. */
  current: Station | null;
  /** The choice of no station, offered before the matches while nothing is typed ("None", "Choose…"). */
  noStationLabel: string;
  onChange: (stationId: string) => void;
  error?: string | undefined;
  disabled?: boolean | undefined;
  required?: boolean | undefined;
  'data-testid'?: string;
}

/** A station chosen by typing part of its code or name (002 §2 maintenance forms). */
export function StationPicker({ current, noStationLabel, onChange, disabled, ...props }: Props) {
  const environment = useRelayEnvironment();
  const [chosen, setChosen] = useState<ComboboxOption | null>(current ? { value: current.id, label: stationLabel(current) } : null);
  const search = useCallback(
    async (text: string) => {
      const data = await fetchQuery<StationPickerQuery>(environment, pickerQuery, { text, first: PICKER_MATCHES }, { fetchPolicy: 'network-only' }).toPromise();
      const found = (data?.maintenanceLookups.stations ?? []).map((station) => ({ value: station.id, label: stationLabel(station) }));
      return text ? found : [{ value: '', label: noStationLabel }, ...found];
    },
    [environment, noStationLabel],
  );
  return (
    <Combobox
      {...props}
      disabled={disabled}
      value={chosen?.value ? chosen : null}
      search={search}
      onChange={(option) => {
        setChosen(option);
        onChange(option.value);
      }}
    />
  );
}
