import { graphql, useFragment } from 'react-relay/hooks';
import { formatDateTime } from '../../i18n/format';
import { useTranslation } from '../../i18n/useTranslation';
import type { StageHistory_details$key } from './__generated__/StageHistory_details.graphql';
import { StageBadge } from './StageBadge';

/** Every stage a family application went through, oldest first: who, when, and the comment that came with it. */
export function StageHistory(props: { details: StageHistory_details$key }) {
  const { t } = useTranslation('applicationFamilies');
  const { history } = useFragment(
    graphql`
      fragment StageHistory_details on FamilyApplicationDetails {
        history {
          stage
          changedOn
          changedBy
          comment
        }
      }
    `,
    props.details,
  );
  return (
    <section aria-labelledby="stage-history-title" className="flex flex-col gap-3">
      <h2 id="stage-history-title" className="text-xl font-semibold text-gray-900">
        {t('history.title')}
      </h2>
      <ol className="flex flex-col gap-3 border-s-2 border-gray-300 ps-4" data-testid="stage-history">
        {history.map((change, index) => (
          <li key={`${change.changedOn}-${index}`} className="flex flex-col gap-1" data-testid="stage-history-entry">
            <StageBadge stage={change.stage} />
            <span className="text-sm text-gray-700">
              <time dateTime={change.changedOn}>{formatDateTime(change.changedOn)}</time> · <bdi>{change.changedBy}</bdi>
            </span>
            {/* bdi, not dir="auto" on the paragraph: a comment in another script keeps its own order but stays aligned with its entry. */}
            {change.comment ? <p className="whitespace-pre-line text-gray-900"><bdi>{change.comment}</bdi></p> : null}
          </li>
        ))}
      </ol>
    </section>
  );
}
