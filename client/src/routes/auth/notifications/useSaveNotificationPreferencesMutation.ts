import { graphql, useMutation } from 'react-relay/hooks';
import type { useSaveNotificationPreferencesMutation as Mutation } from './__generated__/useSaveNotificationPreferencesMutation.graphql';

export function useSaveNotificationPreferencesMutation() {
  return useMutation<Mutation>(graphql`
    mutation useSaveNotificationPreferencesMutation($input: SaveNotificationPreferencesInput!) {
      saveNotificationPreferences(input: $input) {
        preferences {
          kind
          channel
        }
        userErrors {
          code
          field
          message
          retryAfterSeconds
        }
      }
    }
  `);
}
