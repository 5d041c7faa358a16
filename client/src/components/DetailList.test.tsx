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
});
