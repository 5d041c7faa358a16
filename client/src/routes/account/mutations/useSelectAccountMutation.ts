import { graphql } from 'react-relay/hooks';
import type { RecordSourceSelectorProxy } from 'relay-runtime';
import { type FormMutationOptions, useFormMutation } from '../../../relay/useFormMutation';
import type { useSelectAccountMutation as Mutation } from './__generated__/useSelectAccountMutation.graphql';

type Payload = Mutation['response']['selectAccount'];

/**
 * 000 §3 selectedAccount: switches the account every customer screen shows. The payload's user carries
 * the selection and each account's isSelected (the accounts list needs nothing else: it already holds every
 * account's details), and what the home screen shows of the newly selected account; other screens load
 * what they miss when they are opened.
 */
export function useSelectAccountMutation(options: Omit<FormMutationOptions<Mutation, Payload>, 'payload'>) {
  return useFormMutation<Mutation, Payload>(
    graphql`
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
    `,
    { ...options, payload: (response) => response.selectAccount },
  );
}

/**
 * The chosen account marked selected before the gateway answers (the lists' marks only: what the screens
 * show of the account arrives with the answer); Relay takes it back if the switch is refused or fails.
 */
export function markSelected(accountId: string) {
  return (store: RecordSourceSelectorProxy) => {
    const user = store.getRoot().getLinkedRecord('viewer')?.getLinkedRecord('user');
    for (const edge of user?.getLinkedRecord('accounts', { first: 100 })?.getLinkedRecords('edges') ?? []) {
      const account = edge?.getLinkedRecord('node');
      account?.setValue(account.getDataID() === accountId, 'isSelected');
    }
  };
}
