import { render, screen } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { Badge, toneOf } from './Badge';

describe('Badge (docs/architecture.md §4: the one badge of the portal)', () => {
  test('paints its tone in the chosen variant and passes test ids through', () => {
    render(
      <>
        <Badge tone="success" data-testid="soft">Paid</Badge>
        <Badge tone="success" variant="outline" data-testid="outline">Paid</Badge>
        <Badge tone="warning" variant="bordered" shape="rounded" data-testid="bordered">Outstanding</Badge>
      </>,
    );
    expect(screen.getByTestId('soft').className).toContain('bg-green-100 text-green-900');
    expect(screen.getByTestId('soft').className).toContain('rounded-full');
    expect(screen.getByTestId('outline').className).toContain('ring-emerald-700/30');
    expect(screen.getByTestId('bordered').className).toContain('border-amber-700 bg-amber-50');
    expect(screen.getByTestId('bordered').className).toMatch(/(^| )rounded( |$)/);
    expect(screen.getByTestId('bordered').textContent).toBe('Outstanding');
  });

  test('the counter shape is a solid bubble no narrower than round', () => {
    render(<Badge tone="danger" variant="solid" shape="counter" data-testid="counter">7</Badge>);
    expect(screen.getByTestId('counter').className).toContain('bg-red-700 text-white');
    expect(screen.getByTestId('counter').className).toContain('min-w-5 justify-center rounded-full px-1');
    expect(screen.getByTestId('counter').className).not.toContain('px-2.5');
  });

  test('a value the tone map does not know gets the fallback tone', () => {
    expect(toneOf({ OPEN: 'danger' }, 'OPEN', 'muted')).toBe('danger');
    expect(toneOf({ OPEN: 'danger' }, 'SOMETHING_NEW', 'muted')).toBe('muted');
  });
});
