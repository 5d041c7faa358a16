import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type PreloadedQuery, graphql, loadQuery, usePreloadedQuery } from 'react-relay/hooks';
import { MockPayloadGenerator, createMockEnvironment } from 'relay-test-utils';
import { beforeEach, describe, expect, test } from 'vitest';
import { renderWithProviders, setupI18n } from '../../test/renderWithProviders';
import type { BooksScreenTestQuery } from './__generated__/BooksScreenTestQuery.graphql';
import { AllWalks } from './AllWalks';
import { MyWalks } from './MyWalks';
import { WALKS_PAGE_SIZE } from './walkSearch';

const testQuery = graphql`
  query BooksScreenTestQuery($search: String) @relay_test_operation {
    ...MyWalks_query
    ...AllWalks_query @arguments(search: $search)
  }
`;

function Harness({ queryRef, search }: { queryRef: PreloadedQuery<BooksScreenTestQuery>; search: string }) {
  const data = usePreloadedQuery<BooksScreenTestQuery>(testQuery, queryRef);
  return (
    <>
      <MyWalks query={data} />
      <AllWalks query={data} search={search} />
    </>
  );
}

const walk = (book: string, number: number) => ({
  id: `walk-${book}-${number}`,
  book,
  walk: number,
  assignedTo: 'Andreas Georgiou',
  totalCount: 24,
  outstandingCount: 20,
  completedCount: 3,
  nonEditableCount: 1,
});

/** A page of walks of book `book`, numbered from `from`. */
const page = (book: string, from: number, size: number, total: number) => ({
  totalCount: total,
  edges: Array.from({ length: size }, (_, index) => ({ cursor: `${book}-${from + index}`, node: walk(book, from + index) })),
  pageInfo: { hasNextPage: from + size - 1 < total, endCursor: `${book}-${from + size - 1}`, hasPreviousPage: false, startCursor: `${book}-${from}` },
});

function renderScreen(search = '') {
  const environment = createMockEnvironment();
  const queryRef = loadQuery<BooksScreenTestQuery>(environment, testQuery, { search: search || null });
  environment.mock.resolveMostRecentOperation((operation) =>
    MockPayloadGenerator.generate(operation, {
      MeterCaptureWalkConnection: (context) =>
        context.alias === 'myWalks' ? page('B105', 1, WALKS_PAGE_SIZE, 183) : search ? page('B300', 1, 0, 0) : page('B101', 1, WALKS_PAGE_SIZE, 4000),
    }),
  );
  return { ...renderWithProviders(<Harness queryRef={queryRef} search={search} />, { environment, path: '/captureMeterReadings' }), environment };
}

describe('the books screen: a screenful of walks, more on demand (002 §2 captureMeterReadings)', () => {
  beforeEach(() => setupI18n('en', ['meterCapture']));

  test('my walks show a page with their count and load the next page after the last one shown', async () => {
    const user = userEvent.setup();
    const { environment } = renderScreen();
    expect(await screen.findByTestId('my-walks-count')).toHaveTextContent('183 walks · 12 shown');
    expect(screen.getByTestId('my-walks').querySelectorAll('[data-testid="walk-link"]')).toHaveLength(12);
    expect(screen.getByTestId('my-walks').querySelector('a')).toHaveAttribute('href', '/captureMeterReadings/B105/1');
    expect(screen.getByTestId('my-walks')).toHaveTextContent('Book B105, walk 1');
    await user.click(screen.getByTestId('my-walks-more'));
    const next = environment.mock.getMostRecentOperation();
    expect(next.request.node.params.name).toBe('MyWalksPaginationQuery');
    expect(next.request.variables).toMatchObject({ count: WALKS_PAGE_SIZE, cursor: 'B105-12' });
    act(() => environment.mock.resolve(next, MockPayloadGenerator.generate(next, { MeterCaptureWalkConnection: () => page('B105', 13, WALKS_PAGE_SIZE, 183) })));
    await waitFor(() => expect(screen.getByTestId('my-walks').querySelectorAll('[data-testid="walk-link"]')).toHaveLength(24));
    expect(screen.getByTestId('my-walks-count')).toHaveTextContent('183 walks · 24 shown');
    // Everyone's walks did not move.
    expect(screen.getByTestId('all-walks').querySelectorAll('[data-testid="walk-link"]')).toHaveLength(12);
  });

  test('a search of the walks goes to the URL', async () => {
    const user = userEvent.setup();
    const { router } = renderScreen();
    await user.type(await screen.findByRole('searchbox', { name: 'Book or walk' }), ' B300 4 ');
    await user.click(screen.getByRole('button', { name: 'Find' }));
    await waitFor(() => expect(router.state.location.search).toBe('?q=B300+4'));
  });

  test('a search that finds nothing says so and offers to clear it', async () => {
    const user = userEvent.setup();
    const { router } = renderScreen('B300 4');
    expect(await screen.findByTestId('walks-none')).toHaveTextContent('No walk matches');
    expect(screen.getByTestId('walks-none')).toHaveTextContent('B300 4');
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });
});
