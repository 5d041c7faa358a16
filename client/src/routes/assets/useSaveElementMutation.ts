import { graphql } from 'react-relay/hooks';
import { usePayloadMutation } from '../../relay/usePayloadMutation';
import type { UserErrorData } from '../../notifications/userErrors';
import type { useSaveElementMutation as Mutation } from './__generated__/useSaveElementMutation.graphql';

/** Saves an element's name, status and property values, all or nothing. */
export function useSaveElementMutation() {
  return usePayloadMutation<Mutation, readonly UserErrorData[]>(
    graphql`
    mutation useSaveElementMutation($input: SaveElementInput!) {
      saveElement(input: $input) {
        element {
          id
          name
          status
          ...ElementProperties_element
          ...ElementEditForm_element
        }
        userErrors {
          field
          code
          message
        }
      }
    }
  `,
    (response) => response.saveElement.userErrors,
  );
}
