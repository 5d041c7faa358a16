import { graphql, useMutation } from 'react-relay/hooks';
import type { useSetLanguageMutation as Mutation } from './__generated__/useSetLanguageMutation.graphql';

/** 000 §7 SetLanguage: the gateway sets the `lang` cookie and, for a signed-in user, the profile language. */
export function useSetLanguageMutation() {
  return useMutation<Mutation>(graphql`
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
  `);
}
