import { type LoaderFunctionArgs, redirect } from 'react-router-dom';
import { fetchQuery, graphql } from 'relay-runtime';
import { currentEnvironment } from '../../relay/environment';
import type { openFirstAccountQuery } from './__generated__/openFirstAccountQuery.graphql';
import { enquiryPaths } from '../../lib/enquiryPaths';

const firstAccountQuery = graphql`
  query openFirstAccountQuery($customerId: ID!) {
    node(id: $customerId) {
      ... on Customer {
        id
        accounts(first: 1) {
          edges {
            node {
              id
            }
          }
        }
      }
    }
  }
`;

/** Redirects `/enquiries/customers/:customerId` to the customer's first account; 404 for an unknown customer. */
export async function openFirstAccount({ params }: LoaderFunctionArgs) {
  const customerId = params.customerId ?? '';
  const data = await fetchQuery<openFirstAccountQuery>(currentEnvironment(), firstAccountQuery, { customerId }).toPromise();
  const accountId = data?.node?.accounts?.edges[0]?.node.id;
  if (!data?.node?.id || !accountId) throw new Response('Not found', { status: 404 });
  return redirect(enquiryPaths.customer(customerId, accountId));
}

