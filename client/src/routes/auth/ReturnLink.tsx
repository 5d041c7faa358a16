import { graphql, useFragment } from 'react-relay/hooks';
import { focusRing } from '../../components/focusRing';
import { SERVER_TEXT } from '../../lib/serverTexts';
import { useServerTexts } from './useServerTexts';
import type { ReturnLink_query$key } from './__generated__/ReturnLink_query.graphql';

/** Only web addresses are followed: a text is the utility's content, not a script to run. */
function webAddress(value: string | null): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/** 000 §7 texts 47 and 48: the login page's link back to the utility's own site, when both are set. */
export function ReturnLink({ query }: { query: ReturnLink_query$key }) {
  const data = useFragment(
    graphql`
      fragment ReturnLink_query on Query {
        returnLink: texts(ids: [47, 48]) {
          ...useServerTexts_texts
        }
      }
    `,
    query,
  );
  const serverText = useServerTexts(data.returnLink);
  const caption = serverText(SERVER_TEXT.returnLinkText);
  const href = webAddress(serverText(SERVER_TEXT.returnUrl));
  if (!caption || !href) return null;
  return (
    <p className="text-center text-sm">
      <a href={href} className={`font-medium text-brand-main underline underline-offset-2 ${focusRing}`} data-testid="return-link">
        {caption}
      </a>
    </p>
  );
}
