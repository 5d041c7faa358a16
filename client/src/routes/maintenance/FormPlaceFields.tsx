import { useFormField } from '../../forms/fields';
import { StationElementFields } from './StationElementFields';

type Props = Omit<Parameters<typeof StationElementFields>[0], 'stationId' | 'elementId' | 'onChange' | 'errors'>;

/** The station and element of a maintenance form (its `stationId` and `elementId` fields): a new station clears the element. */
export function FormPlaceFields(props: Props) {
  const station = useFormField<string>('stationId');
  const element = useFormField<string>('elementId');
  return (
    <StationElementFields
      {...props}
      stationId={station.value}
      elementId={element.value}
      errors={{ stationId: station.error ?? undefined, elementId: element.error ?? undefined }}
      onChange={(stationId, elementId) => {
        if (stationId !== station.value) station.onChange(stationId);
        element.onChange(elementId);
      }}
    />
  );
}
