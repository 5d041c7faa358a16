import { render, screen, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { DetailList } from './DetailList';

describe('DetailList (docs/architecture.md §4: the one label–value list)', () => {
  test('pairs and objects alike become terms with their definitions; a missing value shows a dash', () => {
    render(<DetailList testId="details" items={[['Account', '1001'], { label: 'Phone', value: null }, { label: 'E-mail', value: '' }, ['Note', undefined]]} />);
    const list = screen.getByTestId('details');
    expect(within(list).getAllByRole('term').map((term) => term.textContent)).toEqual(['Account', 'Phone', 'E-mail', 'Note']);
    expect(within(list).getAllByRole('definition').map((value) => value.textContent)).toEqual(['1001', '—', '—', '—']);
  });

  test('the pairs layout keeps each value in its own direction', () => {
    render(<DetailList testId="details" layout="pairs" items={[{ label: 'Address', value: '1 Main St' }]} />);
    expect(within(screen.getByTestId('details')).getByRole('definition').querySelector('bdi')?.textContent).toBe('1 Main St');
  });

  test('the inline layout puts each label beside its value; the fields layout gives each value its own direction', () => {
    const { rerender } = render(<DetailList testId="details" layout="inline" items={[['Due', '1 May']]} />);
    expect(screen.getByTestId('details')).toHaveClass('grid-cols-[auto_1fr]');
    expect(within(screen.getByTestId('details')).getByRole('definition')).not.toHaveAttribute('dir');
    rerender(<DetailList testId="details" layout="fields" items={[['Name', 'Αλίκη']]} />);
    expect(screen.getByTestId('details')).toHaveClass('sm:grid-cols-2');
    expect(within(screen.getByTestId('details')).getByRole('definition')).toHaveAttribute('dir', 'auto');
  });

  test('items with the same label stay apart by their id', () => {
    const one = { id: 'a', label: 'Meter', value: '1' };
    const two = { id: 'b', label: 'Meter', value: '2' };
    const { rerender } = render(<DetailList testId="details" layout="inline" items={[one, two]} />);
    const first = within(screen.getByTestId('details')).getAllByRole('definition')[0];
    rerender(<DetailList testId="details" layout="inline" items={[two, one]} />);
    expect(within(screen.getByTestId('details')).getAllByRole('definition').map((value) => value.textContent)).toEqual(['2', '1']);
    // Keyed by id, React moves the first item's element instead of rewriting it.
    expect(within(screen.getByTestId('details')).getAllByRole('definition')[1]).toBe(first);
  });

  test('the row layout puts all its items side by side on wider screens', () => {
    const { rerender } = render(<DetailList testId="details" layout="row" items={[['A', '1'], ['B', '2'], ['C', '3']]} />);
    expect(screen.getByTestId('details')).toHaveClass('sm:grid-cols-3');
    rerender(<DetailList testId="details" layout="row" items={[['A', '1'], ['B', '2'], ['C', '3'], ['D', '4']]} />);
    expect(screen.getByTestId('details')).toHaveClass('sm:grid-cols-4');
    expect(within(screen.getByTestId('details')).getAllByRole('definition')[0]).toHaveClass('font-medium');
  });

  test('the wide inline layout puts two pairs a line on wider screens, and a value can carry its own test id', () => {
    render(<DetailList testId="details" layout="inlineWide" items={[['Serial', 'S-1'], { label: 'Latest', value: '155', testId: 'latest' }]} />);
    expect(screen.getByTestId('details')).toHaveClass('sm:grid-cols-[auto_1fr_auto_1fr]');
    expect(screen.getByTestId('latest')).toHaveRole('definition');
    expect(screen.getByTestId('latest')).toHaveTextContent('155');
  });
});
