import type { Dispatch, SetStateAction } from 'react';
import { stockUnitKey } from './stockUnits';
import { useTranslation } from '../../i18n/useTranslation';
import { Button } from '../../components/Button';
import { SelectField } from '../../components/SelectField';
import { TextField } from '../../components/TextField';
import type { FieldErrors } from '../../notifications/userErrors';

export type Materials = ReadonlyArray<{ stockItemId: number; code: string; name: string; unit: string }>;

export interface Line {
  key: number;
  stockItemId: string;
  quantity: string;
}

let nextKey = 1;
export const newLine = (stockItemId = '', quantity = ''): Line => ({ key: nextKey++, stockItemId, quantity });

/** The material lines of a requisition being edited: material and quantity per line, add and remove lines. */
export function RequisitionLines({
  lines,
  setLines,
  errors,
  materials,
}: {
  lines: Line[];
  setLines: Dispatch<SetStateAction<Line[]>>;
  errors: FieldErrors;
  materials: Materials;
}) {
  const { t } = useTranslation('workforce');
  const unitOf = (stockItemId: string) => materials.find((item) => String(item.stockItemId) === stockItemId)?.unit;
  const setLine = (key: number, change: Partial<Line>) => setLines((current) => current.map((line) => (line.key === key ? { ...line, ...change } : line)));

  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-2 text-lg font-semibold text-gray-900">{t('requisition.lines')}</legend>
      {lines.map((line, index) => (
        <div key={line.key} className="grid grid-cols-1 gap-2 rounded-md border border-gray-200 p-3 sm:grid-cols-[minmax(0,1fr)_10rem_auto] sm:items-end" data-testid="requisition-line">
          <SelectField
            label={t('requisition.material', { number: index + 1 })}
            value={line.stockItemId}
            error={errors[`lines.${index}.stockItemId`]}
            placeholder={t('requisition.choose')}
            options={materials.map((item) => ({ value: String(item.stockItemId), label: `${item.code} · ${item.name}` }))}
            onChange={(event) => setLine(line.key, { stockItemId: event.target.value })}
            data-testid="requisition-material"
          />
          <TextField
            label={t('requisition.quantity', { unit: unitOf(line.stockItemId) ? t(stockUnitKey(unitOf(line.stockItemId) ?? '')) : '' })}
            inputMode="decimal"
            dir="ltr"
            value={line.quantity}
            error={errors[`lines.${index}.quantity`]}
            onChange={(event) => setLine(line.key, { quantity: event.target.value })}
            data-testid="requisition-quantity"
          />
          <Button variant="ghost" onClick={() => setLines((current) => current.filter((item) => item.key !== line.key))} aria-label={t('requisition.removeLine', { number: index + 1 })}>
            {t('requisition.remove')}
          </Button>
        </div>
      ))}
      <Button variant="secondary" className="self-start" onClick={() => setLines((current) => [...current, newLine()])} data-testid="requisition-add-line">
        {t('requisition.addLine')}
      </Button>
    </fieldset>
  );
}
