import { useCallback } from 'react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay/hooks';
import { Combobox, type ComboboxOption, PICKER_MATCHES } from '../../components/Combobox';
import type { SamplingPointPickerQuery } from './__generated__/SamplingPointPickerQuery.graphql';
import { samplingPointOptions } from './sampleOptions';

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
      const data = await fetchQuery<SamplingPointPickerQuery>(environment, pickerQuery, { text, first: PICKER_MATCHES }, { fetchPolicy: 'network-only' }).toPromise();
      return data ? samplingPointOptions(data.samplingPoints) : [];
    },
    [environment],
  );
  return <Combobox {...props} search={search} />;
}
