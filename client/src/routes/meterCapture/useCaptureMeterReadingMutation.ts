import { graphql } from 'react-relay/hooks';
import { type MutationReporting, useFormMutation } from '../../relay/useFormMutation';
import type { useCaptureMeterReadingMutation as Mutation } from './__generated__/useCaptureMeterReadingMutation.graphql';

/** `002 §5`: captures a meter's reading; the entry and the walk's counts update in the store by id. */
export function useCaptureMeterReadingMutation(reporting: MutationReporting = {}) {
  return useFormMutation<Mutation, Mutation['response']['captureMeterReading']>(
    graphql`
    mutation useCaptureMeterReadingMutation($input: CaptureMeterReadingInput!) {
      captureMeterReading(input: $input) {
        entry {
          id
          status
          ...EntryForm_entry
          ...EntryListItem_entry
        }
        walk {
          id
          totalCount
          outstandingCount
          completedCount
          nonEditableCount
        }
        userErrors {
          code
          field
          message
        }
      }
    }
  `,
    { ...reporting, payload: (response) => response.captureMeterReading },
  );
}
