import { graphql, usePreloadedQuery } from 'react-relay/hooks';
import { BillsSection } from '../../../features/billing/BillsSection';
import type { StatementsTabQuery } from './__generated__/StatementsTabQuery.graphql';
import { TabNotFound } from './TabNotFound';
import { defineTab } from './tabRoute';

const query = graphql`
  query StatementsTabQuery($accountId: ID!) {
    node(id: $accountId) {
      ...BillsSection_account @alias(as: "account")
    }
  }
`;

/** The account's bills (statements), newest first, each with its PDF: the customer's own bills list. */
export const tabScreen = defineTab<StatementsTabQuery>({
  query,
  variables: (params) => ({ accountId: params.accountId ?? '' }),
  namespaces: ['billing'],
  Screen: ({ queryRef }) => {
    const { node } = usePreloadedQuery<StatementsTabQuery>(query, queryRef);
    return node?.account ? <BillsSection account={node.account} /> : <TabNotFound />;
  },
});
