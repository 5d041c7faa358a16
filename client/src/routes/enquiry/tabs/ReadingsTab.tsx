import { useTranslation } from '../../../i18n/useTranslation';
import { graphql, useFragment, usePreloadedQuery } from 'react-relay/hooks';
import { EmptyState } from '../../../components/EmptyState';
import type { ReadingsTab_account$key } from './__generated__/ReadingsTab_account.graphql';
import type { ReadingsTabQuery } from './__generated__/ReadingsTabQuery.graphql';
import { MeterReadings } from './MeterReadings';
import { TabNotFound } from './TabNotFound';
import { defineScreen } from '../../../router/screenRoute';

const query = graphql`
  query ReadingsTabQuery($accountId: ID!) @preloadable {
    node(id: $accountId) {
      ...ReadingsTab_account @alias(as: "account")
    }
  }
`;

function Meters({ account }: { account: ReadingsTab_account$key }) {
  const { t } = useTranslation('enquiryTabs');
  const data = useFragment(
    graphql`
      fragment ReadingsTab_account on Account {
        meters(first: 20) {
          edges {
            node {
              id
              ...MeterReadings_meter
            }
          }
        }
      }
    `,
    account,
  );
  if (data.meters.edges.length === 0) return <EmptyState testId="readings-empty" title={t('readings.emptyTitle')} description={t('readings.empty')} />;
  return (
    <div className="flex flex-col gap-4">
      {data.meters.edges.map((edge) => (
        <MeterReadings key={edge.node.id} meter={edge.node} />
      ))}
    </div>
  );
}

/** The readings of each of the account's meters, newest first, with the clock-over flag (`002 §3`). */
export const tabScreen = defineScreen<ReadingsTabQuery>({
  namespaces: ['billing', 'readings'],
  Screen: ({ queryRef }) => {
    const { node } = usePreloadedQuery<ReadingsTabQuery>(query, queryRef);
    return node?.account ? <Meters account={node.account} /> : <TabNotFound />;
  },
});
