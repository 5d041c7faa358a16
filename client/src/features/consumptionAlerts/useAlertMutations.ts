import { graphql } from 'react-relay/hooks';
import { useFormMutation } from '../../relay/useFormMutation';
import type { useAlertMutationsDismissMutation as Dismiss } from './__generated__/useAlertMutationsDismissMutation.graphql';
import type { useAlertMutationsVisitMutation as Visit } from './__generated__/useAlertMutationsVisitMutation.graphql';

/**
 * Dismiss an alert or ask for a visit. Both answer the alert's new status (and the visit's application), so
 * the detail and the home card, which reads the status, show the outcome without loading again.
 */
export function useAlertMutations() {
  const dismiss = useFormMutation<Dismiss, Dismiss['response']['dismissConsumptionAlert']>(
    graphql`
      mutation useAlertMutationsDismissMutation($input: ConsumptionAlertInput!) {
        dismissConsumptionAlert(input: $input) {
          alert {
            id
            status
          }
          userErrors {
            code
            field
            message
          }
        }
      }
    `,
    { payload: (response) => response.dismissConsumptionAlert },
  );
  const visit = useFormMutation<Visit, Visit['response']['requestVisitForAlert']>(
    graphql`
      mutation useAlertMutationsVisitMutation($input: ConsumptionAlertInput!) {
        requestVisitForAlert(input: $input) {
          alert {
            id
            status
            visitApplication {
              applicationType
              portalApplicationId
              name
            }
          }
          userErrors {
            code
            field
            message
          }
        }
      }
    `,
    { payload: (response) => response.requestVisitForAlert },
  );
  return { dismiss, visit };
}
