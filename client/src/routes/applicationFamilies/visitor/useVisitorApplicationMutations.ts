import { graphql } from 'react-relay/hooks';
import { type MutationReporting, useFormMutation } from '../../../relay/useFormMutation';
import type { useVisitorApplicationMutationsOpenMutation as OpenMutation } from './__generated__/useVisitorApplicationMutationsOpenMutation.graphql';
import type { useVisitorApplicationMutationsStartMutation as StartMutation } from './__generated__/useVisitorApplicationMutationsStartMutation.graphql';

/** `startVisitorApplication`: the draft of a visitor whose e-mail the OTP session's codes prove. */
export function useStartVisitorApplication(reporting: MutationReporting) {
  return useFormMutation<StartMutation, StartMutation['response']['startVisitorApplication']>(
    graphql`
      mutation useVisitorApplicationMutationsStartMutation($input: StartVisitorApplicationInput!) {
        startVisitorApplication(input: $input) {
          application {
            portalApplicationId
            applicationType
          }
          userErrors {
            code
            field
            message
            retryAfterSeconds
          }
        }
      }
    `,
    { ...reporting, payload: (response) => response.startVisitorApplication },
  );
}

/** `openVisitorApplication`: the application of a mailed link's key. */
export function useOpenVisitorApplication(reporting: MutationReporting) {
  return useFormMutation<OpenMutation, OpenMutation['response']['openVisitorApplication']>(
    graphql`
      mutation useVisitorApplicationMutationsOpenMutation($input: OpenVisitorApplicationInput!) {
        openVisitorApplication(input: $input) {
          application {
            portalApplicationId
            applicationType
          }
          userErrors {
            code
            field
            message
            retryAfterSeconds
          }
        }
      }
    `,
    { ...reporting, payload: (response) => response.openVisitorApplication },
  );
}

/**
 * The viewer now holds the application: a fresh page load of its screen, so that the shell and every query
 * read the new session (nothing of the visitor's earlier, anonymous pages stays in the store).
 */
export function openHeldApplication(application: { applicationType: number; portalApplicationId: number }): void {
  window.location.assign(`/app/${application.applicationType}/${application.portalApplicationId}`);
}
