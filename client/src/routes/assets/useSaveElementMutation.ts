import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import type { UserErrorData } from '../../notifications/userErrors';
import type { SaveElementInput, useSaveElementMutation as Mutation } from './__generated__/useSaveElementMutation.graphql';

/** Saves an element's name, status and property values, all or nothing. */
export function useSaveElementMutation() {
  const [commit, inFlight] = useMutation<Mutation>(graphql`
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
  `);
  const save = useCallback(
    (input: SaveElementInput) =>
      new Promise<readonly UserErrorData[]>((resolve, reject) => {
        commit({ variables: { input }, onCompleted: (response) => resolve(response.saveElement.userErrors), onError: reject });
      }),
    [commit],
  );
  return [save, inFlight] as const;
}
