import { graphql, usePreloadedQuery } from 'react-relay/hooks';
import { rangeFromSearch } from '../../../lib/statementRange';
import { StatementSection } from '../../../features/billing/StatementSection';
import type { TransactionsTabQuery } from './__generated__/TransactionsTabQuery.graphql';
import { TabNotFound } from './TabNotFound';
import { defineScreen } from '../../../router/screenRoute';

const query = graphql`
  query TransactionsTabQuery($accountId: ID!, $from: Date!, $to: Date!) @preloadable {
    node(id: $accountId) {
      ...StatementSection_account @arguments(from: $from, to: $to) @alias(as: "account")
    }
  }
`;

/**
 * The account's statement lines for the range in the URL (the `002 §9` presets or a custom range, as on
 * the customer's financial screen), oldest first, with the balances around them and "load more".
 */
export const tabScreen = defineScreen<TransactionsTabQuery>({
  namespaces: ['billing'],
  Screen: ({ queryRef, search }) => {
    const { node } = usePreloadedQuery<TransactionsTabQuery>(query, queryRef);
    return node?.account ? <StatementSection account={node.account} range={rangeFromSearch(search)} /> : <TabNotFound />;
  },
});
