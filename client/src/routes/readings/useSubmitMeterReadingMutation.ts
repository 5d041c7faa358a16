import { graphql } from 'react-relay/hooks';
import { type MutationReporting, useFormMutation } from '../../relay/useFormMutation';
import type { useSubmitMeterReadingMutation as Mutation } from './__generated__/useSubmitMeterReadingMutation.graphql';

/** `000 §2` /app/readings: sends a customer reading; the accepted one is prepended to the meter's history. */
export function useSubmitMeterReadingMutation(reporting: MutationReporting = {}) {
  return useFormMutation<Mutation, Mutation['response']['submitMeterReading']>(
    graphql`
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
    `,
    { ...reporting, payload: (response) => response.submitMeterReading },
  );
}
