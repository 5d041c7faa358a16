import { type IEnvironment, type MutationConfig, commitMutation, graphql } from 'relay-runtime';
import type { useSetLanguageMutation as Mutation } from './__generated__/useSetLanguageMutation.graphql';

/**
 * 000 §7 SetLanguage: the gateway sets the `lang` cookie and, for a signed-in user, the profile language.
 * `useSwitchLanguage` loads this module when a language is chosen: no page needs it to show.
 */
export function commitSetLanguage(environment: IEnvironment, config: Omit<MutationConfig<Mutation>, 'mutation'>) {
  return commitMutation<Mutation>(environment, {
    ...config,
    mutation: graphql`
      mutation useSetLanguageMutation($input: SetLanguageInput!) {
        setLanguage(input: $input) {
          viewer {
            language
          }
          userErrors {
            code
            message
          }
        }
      }
    `,
  });
}
