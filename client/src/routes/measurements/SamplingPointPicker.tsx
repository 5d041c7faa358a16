import { useCallback } from 'react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay/hooks';
import { Combobox, type ComboboxOption } from '../../components/Combobox';
import type { SamplingPointPickerQuery } from './__generated__/SamplingPointPickerQuery.graphql';
import { samplingPointOptions } from './sampleOptions';

/** How many matches the picker offers: enough to find one by a few letters of its code, few enough for a phone. */
export const POINT_PICKER_SIZE = 20;

const pickerQuery = graphql`
  query SamplingPointPickerQuery($text: String!, $first: Int!) {
    samplingPoints(text: $text, first: $first) {
      ...sampleOptions_point
    }
  }
`;

/** A sampling point chosen by typing part of its element's code or name or its own name (002 §2). */
export function SamplingPointPicker(props: {
  label: string;
  value: ComboboxOption | null;
  onChange: (option: ComboboxOption) => void;
  error?: string | null | undefined;
  onBlur?: () => void;
  'data-testid'?: string;
}) {
  const environment = useRelayEnvironment();
  const search = useCallback(
    async (text: string) => {
      const data = await fetchQuery<SamplingPointPickerQuery>(environment, pickerQuery, { text, first: POINT_PICKER_SIZE }, { fetchPolicy: 'network-only' }).toPromise();
      return data ? samplingPointOptions(data.samplingPoints) : [];
    },
    [environment],
  );
  return <Combobox {...props} search={search} />;
}
