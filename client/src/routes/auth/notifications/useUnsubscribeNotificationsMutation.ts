import { graphql, useMutation } from 'react-relay/hooks';
import type { useUnsubscribeNotificationsMutation as Mutation } from './__generated__/useUnsubscribeNotificationsMutation.graphql';

export function useUnsubscribeNotificationsMutation() {
  return useMutation<Mutation>(graphql`
    mutation useUnsubscribeNotificationsMutation($token: String!) {
      unsubscribeNotifications(input: { token: $token }) {
        kind
        userErrors {
          code
          message
        }
      }
    }
  `);
}
