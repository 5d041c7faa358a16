import { type FormEvent, type ReactNode, useId } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { useLocalPreference } from '../../lib/localPreference';
import { Button } from '../Button';
import { type FilterChip, FilterChips } from './FilterChips';

interface FilterPanelProps {
  /** The form's accessible name. */
  label: string;
  testId: string;
  /** `search` for a search form (landmark). */
  role?: 'search';
  onApply(): void;
  onClear(): void;
  /** The submit button's words, when not "Apply filters" (a search form's "Search"). */
  applyLabel?: string;
  /** The most used filters: one row on wide screens. */
  primary: ReactNode;
  /** The other filters, behind "More filters"; closing keeps them mounted, so nothing typed is lost. */
  more?: ReactNode;
  /** A filter behind "More filters" has a problem to show: the panel opens whatever was chosen. */
  moreInvalid?: boolean;
  /** The filters in force (from the URL), each removable. */
  chips: readonly FilterChip[];
}

const parseOpen = (stored: string | null) => stored === '1';
const formatOpen = (open: boolean) => (open ? '1' : null);

/**
 * An employee list's filters, compact: the most used in one row with Apply, "More filters" (open or
 * closed as last left in this browser) and Clear, then the filters in force as chips that remove one each.
 */
export function FilterPanel({ label, testId, role, onApply, onClear, applyLabel, primary, more, moreInvalid = false, chips }: FilterPanelProps) {
  const { t } = useTranslation('common');
  const moreId = useId();
  const [open, setOpen] = useLocalPreference(`filtersOpen.${testId}`, parseOpen, formatOpen);
  const moreShown = open || moreInvalid;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply();
  };
  return (
    <form noValidate role={role} onSubmit={submit} aria-label={label} className="flex flex-col gap-3 rounded-md border border-gray-200 bg-white p-3" data-testid={testId}>
      {/* The chips share the row when it has room (a search box alone), else wrap below it. */}
      <div className="flex flex-wrap items-end gap-3">
        <div className="flex min-w-0 flex-[1_1_36rem] flex-wrap items-start gap-3 [&>*]:min-w-36 [&>*]:flex-1">{primary}</div>
        <div className="flex flex-wrap items-end gap-2">
          <Button type="submit" data-testid="filter-apply">
            {applyLabel ?? t('filters.apply')}
          </Button>
          {more ? (
            <Button variant="secondary" aria-expanded={moreShown} aria-controls={moreId} onClick={() => setOpen(!moreShown)} data-testid={`${testId}-more`}>
              {moreShown ? t('filters.fewer') : t('filters.more')}
            </Button>
          ) : null}
          <Button variant="ghost" onClick={onClear} data-testid={`${testId}-clear`}>
            {t('filters.clear')}
          </Button>
        </div>
        <FilterChips chips={chips} testId={`${testId}-chips`} />
      </div>
      {more ? (
        <div id={moreId} hidden={!moreShown} className="border-t border-gray-200 pt-3" data-testid={`${testId}-more-panel`}>
          <div className="flex flex-wrap items-start gap-3 [&>*]:min-w-36 [&>*]:flex-1">{more}</div>
        </div>
      ) : null}
    </form>
  );
}
