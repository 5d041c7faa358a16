import { PAGE_SIZES } from '../../lib/paging';
import { SelectField } from '../SelectField';
import { ReadingControls } from '../viewOnly';

/** The rows-per-page choice of 002 §9 (10, 25, 50 or 100). */
export function PageSizeSelect({ label, value, onChange }: { label: string; value: number; onChange: (size: number) => void }) {
  return (
    <ReadingControls>
      <SelectField label={label} value={String(value)} onValueChange={(size) => onChange(Number(size))} options={PAGE_SIZES.map((size) => ({ value: String(size), label: String(size) }))} />
    </ReadingControls>
  );
}
