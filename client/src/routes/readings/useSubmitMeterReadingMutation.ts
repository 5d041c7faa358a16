import { graphql, useMutation } from 'react-relay/hooks';
import type { useSubmitMeterReadingMutation as Mutation } from './__generated__/useSubmitMeterReadingMutation.graphql';

/** `000 §2` /app/readings: sends a customer reading; the accepted one is prepended to the meter's history. */
export function useSubmitMeterReadingMutation() {
  return useMutation<Mutation>(graphql`
    mutation useSubmitMeterReadingMutation($input: SubmitMeterReadingInput!, $connections: [ID!]!) {
      submitMeterReading(input: $input) {
        reading @prependNode(connections: $connections, edgeTypeName: "MeterReadingEdge") {
          ...MeterHistory_reading
        }
        meter {
          ...SubmitReadingDialog_meter
        }
        userErrors {
          code
          field
          message
        }
      }
    }
  `);
}
