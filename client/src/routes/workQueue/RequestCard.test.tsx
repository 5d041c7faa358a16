import { screen } from '@testing-library/react';
import { type PreloadedQuery, graphql, loadQuery, usePreloadedQuery } from 'react-relay/hooks';
import { MockPayloadGenerator, createMockEnvironment } from 'relay-test-utils';
import { beforeEach, describe, expect, test } from 'vitest';
import { renderWithProviders, setupI18n } from '../../test/renderWithProviders';
import type { RequestCardTestQuery } from './__generated__/RequestCardTestQuery.graphql';
import { RequestCard } from './RequestCard';

const testQuery = graphql`
  query RequestCardTestQuery @relay_test_operation {
    node(id: "application") {
      ...RequestCard_application @alias(as: "application")
    }
  }
`;

const REQUEST = {
  submittedOn: '2026-11-16T09:00:00Z',
  accountKey: '100042',
  address: '14 Makariou Avenue, 1065 Nicosia',
  description: 'Please connect the property.\nThe builders need water on site.',
  preferredDate: '2026-11-30',
  fields: [{ name: 'Use', value: 'Domestic' }],
};

function Harness({ queryRef }: { queryRef: PreloadedQuery<RequestCardTestQuery> }) {
  const data = usePreloadedQuery<RequestCardTestQuery>(testQuery, queryRef);
  return (
    <>
      {data.node?.application ? <RequestCard application={data.node.application} /> : null}
      <p>shown</p>
    </>
  );
}

function renderCard(request: object | null) {
  const environment = createMockEnvironment();
  const queryRef = loadQuery<RequestCardTestQuery>(environment, testQuery, {});
  environment.mock.resolveMostRecentOperation((operation) => MockPayloadGenerator.generate(operation, { Node: () => ({ __typename: 'Application', id: 'A1', typeName: 'New connection', request }) }));
  return renderWithProviders(<Harness queryRef={queryRef} />, { environment });
}

describe('RequestCard', () => {
  beforeEach(() => setupI18n('en', ['workQueue']));

  test("shows what the customer asked for, read-only: type, day sent, account, address, preferred day, words and fields", async () => {
    renderCard(REQUEST);
    const card = await screen.findByRole('region', { name: 'Request' });
    for (const text of ['New connection', '100042', '14 Makariou Avenue, 1065 Nicosia', '30/11/2026', 'Use', 'Domestic']) expect(card).toHaveTextContent(text);
    expect(screen.getByTestId('application-request-description')).toHaveTextContent('The builders need water on site.');
    expect(card.querySelectorAll('input, textarea, select, button')).toHaveLength(0);
  });

  test('shows nothing for an application without a recorded request', async () => {
    renderCard(null);
    await screen.findByText('shown');
    expect(screen.queryByRole('region', { name: 'Request' })).not.toBeInTheDocument();
  });
});
