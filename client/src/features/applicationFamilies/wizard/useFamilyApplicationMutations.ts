import { graphql } from 'react-relay/hooks';
import { useFormMutation } from '../../../relay/useFormMutation';
import type { useFamilyApplicationMutationsSaveMutation as SaveMutation } from './__generated__/useFamilyApplicationMutationsSaveMutation.graphql';
import type { useFamilyApplicationMutationsSubmitMutation as SubmitMutation } from './__generated__/useFamilyApplicationMutationsSubmitMutation.graphql';

/**
 * Saves the draft (`002 §4` Saved). Refusals are the wizard's to show beside their fields and steps, so
 * none is notified here; a request that fails says `002 §8`'s text.
 */
export function useSaveFamilyApplication(failed: () => string) {
  return useFormMutation<SaveMutation, SaveMutation['response']['saveFamilyApplication']>(
    graphql`
      mutation useFamilyApplicationMutationsSaveMutation($input: SaveFamilyApplicationInput!) {
        saveFamilyApplication(input: $input) {
          application {
            id
            portalApplicationId
            applicationType
            familyDetails {
              values {
                path
                value
              }
            }
          }
          userErrors {
            field
            code
            message
          }
        }
      }
    `,
    { payload: (response) => response.saveFamilyApplication, reportRefusals: false, kind: 'error', failed },
  );
}

/** Submits the saved draft (`002 §4` Submitted); the application's stage and record status update in the store. */
export function useSubmitFamilyApplication(failed: () => string) {
  return useFormMutation<SubmitMutation, SubmitMutation['response']['submitFamilyApplication']>(
    graphql`
      mutation useFamilyApplicationMutationsSubmitMutation($input: SubmitFamilyApplicationInput!) {
        submitFamilyApplication(input: $input) {
          application {
            id
            status
            familyDetails {
              stage
              editable
            }
          }
          userErrors {
            field
            code
            message
          }
        }
      }
    `,
    { payload: (response) => response.submitFamilyApplication, reportRefusals: false, kind: 'error', failed },
  );
}
