import { graphql } from 'react-relay/hooks';
import { type MutationReporting, useFormMutation } from '../../relay/useFormMutation';
import type { useSaveElementMutation as Mutation } from './__generated__/useSaveElementMutation.graphql';

/** Saves an element's name, status and property values, all or nothing. */
export function useSaveElementMutation(reporting: MutationReporting = {}) {
  return useFormMutation<Mutation, Mutation['response']['saveElement']>(
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
    { ...reporting, payload: (response) => response.saveElement },
  );
}
