import { graphql, useMutation } from 'react-relay/hooks';
import type { useCaptureMeterReadingMutation as Mutation } from './__generated__/useCaptureMeterReadingMutation.graphql';

/** `002 §5`: captures a meter's reading; the entry and the walk's counts update in the store by id. */
export function useCaptureMeterReadingMutation() {
  return useMutation<Mutation>(graphql`
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
  `);
}
