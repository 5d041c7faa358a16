import { graphql, useFragment } from 'react-relay/hooks';
import { presentText } from '../../lib/serverTexts';
import type { useServerTexts_texts$key } from './__generated__/useServerTexts_texts.graphql';

/** The utility's texts a screen asked for (`texts(ids:)`, 000 §7, 001 §7): each by its id, or null when it has none. */
export function useServerTexts(key: useServerTexts_texts$key): (id: number) => string | null {
  const texts = useFragment(
    graphql`
      fragment useServerTexts_texts on Text @relay(plural: true) {
        textId
        text
      }
    `,
    key,
  );
  const byId = new Map(texts.map(({ textId, text }) => [textId, text]));
  return (id) => presentText(byId.get(id));
}
