import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { renderWithProviders, setupI18n } from '../../test/renderWithProviders';
import { RequisitionLines, newLine } from './RequisitionLines';

const materials = [
  { stockItemId: 1, code: 'PIPE-110', name: 'PE pipe 110 mm', unit: 'M' },
  { stockItemId: 2, code: 'VALVE-80', name: 'Gate valve DN80', unit: 'PCS' },
];

describe('RequisitionLines', () => {
  beforeEach(() => setupI18n('en', ['workforce']));

  test("names the chosen material's unit in the quantity label, from the schema's upper-case unit", () => {
    renderWithProviders(<RequisitionLines lines={[newLine('1', '12'), newLine('2', '3')]} setLines={vi.fn()} errors={{}} materials={materials} />);
    const labels = screen.getAllByTestId('requisition-quantity').map((input) => input.closest('label')?.textContent ?? document.querySelector(`label[for="${input.id}"]`)?.textContent);
    expect(labels.join(' | ')).not.toMatch(/units\./);
    expect(labels[0]).toMatch(/\bm\b/);
    expect(labels[1]).toMatch(/\bpcs\b/);
  });
});
