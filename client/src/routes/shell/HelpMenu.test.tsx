import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type PreloadedQuery, graphql, loadQuery, usePreloadedQuery } from 'react-relay/hooks';
import { MockPayloadGenerator, createMockEnvironment } from 'relay-test-utils';
import { beforeEach, describe, expect, test } from 'vitest';
import { renderWithProviders, setupI18n } from '../../test/renderWithProviders';
import type { HelpMenuTestQuery } from './__generated__/HelpMenuTestQuery.graphql';
import { HelpMenu } from './HelpMenu';

const testQuery = graphql`
  query HelpMenuTestQuery @relay_test_operation {
    ...HelpMenu_query
  }
`;

function Harness({ queryRef }: { queryRef: PreloadedQuery<HelpMenuTestQuery> }) {
  const data = usePreloadedQuery<HelpMenuTestQuery>(testQuery, queryRef);
  return <HelpMenu query={data} />;
}

function renderMenu() {
  const environment = createMockEnvironment();
  const queryRef = loadQuery<HelpMenuTestQuery>(environment, testQuery, {});
  environment.mock.resolveMostRecentOperation((operation) =>
    MockPayloadGenerator.generate(operation, {
      Query: () => ({
        helpVideos: [{ text: JSON.stringify([{ name: 'Paying a bill', url: 'https://videos.example.test/pay' }]) }],
        appGuide: { exists: true, downloadUrl: '/files/guides/app-en.pdf' },
        mapGuide: { exists: false, downloadUrl: null },
      }),
    }),
  );
  return renderWithProviders(<Harness queryRef={queryRef} />, { environment });
}

describe('HelpMenu', () => {
  beforeEach(() => setupI18n('en'));

  test('lists the videos and the guides; a missing guide opens the warning instead of a download', async () => {
    const user = userEvent.setup();
    renderMenu();
    await user.click(await screen.findByRole('button', { name: 'Help' }));
    expect(screen.getByRole('menuitem', { name: 'Paying a bill' })).toHaveAttribute('href', 'https://videos.example.test/pay');
    const appGuide = screen.getByRole('menuitem', { name: 'Application guide' });
    expect(appGuide).toHaveAttribute('href', '/files/guides/app-en.pdf');
    expect(appGuide).toHaveAttribute('download');
    expect(screen.getByRole('menuitem', { name: 'Map guide' })).not.toHaveAttribute('href');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('menuitem', { name: 'Map guide' }));
    const dialog = await screen.findByRole('dialog', { name: 'Help file missing' });
    expect(within(dialog).getByText('The PDF help file does not exist')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
