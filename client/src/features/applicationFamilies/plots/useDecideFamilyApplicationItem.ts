import { graphql } from 'react-relay/hooks';
import { useFormMutation } from '../../../relay/useFormMutation';
import type { useDecideFamilyApplicationItemMutation as Mutation } from './__generated__/useDecideFamilyApplicationItemMutation.graphql';

/** An employee validates or refuses one plot; the plots and the review's decisions update from the answer. */
export function useDecideFamilyApplicationItem(failed: () => string) {
  return useFormMutation<Mutation, Mutation['response']['decideFamilyApplicationItem']>(
    graphql`
      mutation useDecideFamilyApplicationItemMutation($input: DecideFamilyApplicationItemInput!) {
        decideFamilyApplicationItem(input: $input) {
          application {
            ...PlotDecisions_application
          }
          userErrors {
            field
            code
            message
          }
        }
      }
    `,
    { payload: (response) => response.decideFamilyApplicationItem, fields: ['reason'], kind: 'error', failed },
  );
}
