import { graphql, useMutation } from 'react-relay/hooks';
import type { useSelectAccountMutation as Mutation } from './__generated__/useSelectAccountMutation.graphql';

/**
 * 000 §3 selectedAccount: switches the account every customer screen shows. The payload's user carries
 * the selection and each account's isSelected (the accounts list needs nothing else: it already holds every
 * account's details), and what the home screen shows of the newly selected account; other screens load
 * what they miss when they are opened.
 */
export function useSelectAccountMutation() {
  return useMutation<Mutation>(graphql`
    mutation useSelectAccountMutation($input: SelectAccountInput!) {
      selectAccount(input: $input) {
        user {
          id
          selectedAccount {
            id
            isSelected
          }
          accounts(first: 100) {
            edges {
              node {
                id
                isSelected
              }
            }
          }
          ...HomeSelectedAccount_user
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
