import { Popover, PopoverButton, PopoverPanel } from '@headlessui/react';
import { useTranslation } from '../../i18n/useTranslation';
import { Button } from '../Button';
import { focusRing } from '../focusRing';
import type { ColumnChoice } from './useColumnChoice';

/** "Columns": a panel of checkboxes, one per column of the list, that shows or hides it (`useColumnChoice`). */
export function ColumnMenu({ choice, testId }: { choice: ColumnChoice; testId?: string }) {
  const { t } = useTranslation('common');
  const shownCount = choice.columns.filter((column) => column.shown).length;
  return (
    <Popover className="relative">
      <PopoverButton as={Button} variant="secondary" data-testid={testId}>
        {t('table.columns')}
      </PopoverButton>
      <PopoverPanel className="absolute end-0 top-full z-30 mt-1 w-64 max-w-[calc(100vw-2rem)] rounded-md border border-gray-300 bg-white p-3 shadow-lg" data-testid={testId ? `${testId}-panel` : undefined}>
        <fieldset className="flex flex-col gap-1">
          <legend className="mb-1 text-sm font-semibold text-gray-800">{t('table.columnsShown')}</legend>
          {choice.columns.map((column) => (
            <label key={column.key} className="inline-flex min-h-9 cursor-pointer items-center gap-3 text-sm text-gray-800 has-disabled:cursor-not-allowed has-disabled:opacity-60">
              <input
                type="checkbox"
                className={`size-5 accent-brand-main ${focusRing}`}
                checked={column.shown}
                disabled={column.shown && shownCount === 1}
                onChange={() => choice.onToggle(column.key)}
                data-testid={testId ? `${testId}-${column.key}` : undefined}
              />
              {column.header}
            </label>
          ))}
        </fieldset>
      </PopoverPanel>
    </Popover>
  );
}
