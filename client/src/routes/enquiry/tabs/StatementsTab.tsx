import { graphql, usePreloadedQuery } from 'react-relay/hooks';
import { BillsSection } from '../../../features/billing/BillsSection';
import type { StatementsTabQuery } from './__generated__/StatementsTabQuery.graphql';
import { TabNotFound } from './TabNotFound';
import { defineScreen } from '../../../router/screenRoute';

const query = graphql`
  query StatementsTabQuery($accountId: ID!) @preloadable {
    node(id: $accountId) {
      ...BillsSection_account @alias(as: "account")
    }
  }
`;

/** The account's bills (statements), newest first, each with its PDF: the customer's own bills list. */
export const tabScreen = defineScreen<StatementsTabQuery>({
  namespaces: ['billing'],
  Screen: ({ queryRef }) => {
    const { node } = usePreloadedQuery<StatementsTabQuery>(query, queryRef);
    return node?.account ? <BillsSection account={node.account} /> : <TabNotFound />;
  },
});
