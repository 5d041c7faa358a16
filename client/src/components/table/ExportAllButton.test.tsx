import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { renderWithProviders, setupI18n } from '../../test/renderWithProviders';
import { EXPORT_CAP, ExportAllButton } from './ExportAllButton';

const downloads: string[] = [];
vi.mock('../../lib/csv', async (original) => ({
  ...(await original<typeof import('../../lib/csv')>()),
  downloadCsv: (_name: string, content: string) => downloads.push(content),
}));

/** A list of `total` rows loaded 10 at first; each loadNext completes when the test says so. */
function List({ total, pending }: { total: number; pending: Array<(error: Error | null) => void> }) {
  const [loaded, setLoaded] = useState(Math.min(10, total));
  const [loading, setLoading] = useState(false);
  const loadNext = (count: number, options: { onComplete?: (error: Error | null) => void }) => {
    setLoading(true);
    pending.push((error) => {
      setLoading(false);
      if (!error) setLoaded((current) => Math.min(current + count, total));
      options.onComplete?.(error);
    });
  };
  const rows = () => Array.from({ length: loaded }, (_, index) => [`A${index}`]);
  return <ExportAllButton label="Export CSV" fileStem="list" headers={['Key']} rows={rows} loaded={loaded} total={total} paging={{ hasNext: loaded < total, isLoadingNext: loading, loadNext }} testId="export" />;
}

describe('ExportAllButton', () => {
  beforeEach(() => {
    setupI18n('en', ['common']);
    downloads.length = 0;
  });

  test('loads the pages not yet loaded, saying how far it is, then writes every row the filter found', async () => {
    const pending: Array<(error: Error | null) => void> = [];
    renderWithProviders(<List total={250} pending={pending} />);
    await userEvent.click(await screen.findByTestId('export'));
    expect(screen.getByTestId('export-progress')).toHaveTextContent('Exporting 10 of 250 rows');
    act(() => pending.shift()?.(null));
    expect(screen.getByTestId('export-progress')).toHaveTextContent('Exporting 110 of 250 rows');
    act(() => pending.shift()?.(null));
    act(() => pending.shift()?.(null));
    expect(downloads).toHaveLength(1);
    expect(downloads[0]?.trimEnd().split('\r\n')).toHaveLength(251);
    expect(screen.getByTestId('export')).toBeEnabled();
  });

  test('Cancel stops asking for pages and writes nothing; a failed page says so', async () => {
    const pending: Array<(error: Error | null) => void> = [];
    renderWithProviders(<List total={250} pending={pending} />);
    await userEvent.click(await screen.findByTestId('export'));
    await userEvent.click(screen.getByTestId('export-cancel'));
    act(() => pending.shift()?.(null));
    expect(pending).toHaveLength(0);
    expect(downloads).toHaveLength(0);

    await userEvent.click(await screen.findByTestId('export'));
    act(() => pending.shift()?.(new Error('upstream failed')));
    expect(screen.getByRole('alert')).toHaveTextContent('The export stopped');
    expect(downloads).toHaveLength(0);
  });

  test('beyond the cap it asks for a narrower filter instead of loading', async () => {
    const pending: Array<(error: Error | null) => void> = [];
    renderWithProviders(<List total={EXPORT_CAP + 1} pending={pending} />);
    await userEvent.click(await screen.findByTestId('export'));
    expect(screen.getByRole('alert')).toHaveTextContent('narrow the filter');
    expect(pending).toHaveLength(0);
  });
});
