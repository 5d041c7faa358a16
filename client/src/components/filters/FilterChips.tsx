import { useTranslation } from '../../i18n/useTranslation';
import { Link } from 'react-router-dom';
import { focusRing } from '../focusRing';

/** A filter in force: its name and value as shown ('' for a yes/no filter), and the list's address without it. */
export interface FilterChip {
  key: string;
  label: string;
  value: string;
  without: string;
}

/** The filters in force as chips; each is a link to the same list without that filter. */
export function FilterChips({ chips, testId }: { chips: readonly FilterChip[]; testId: string }) {
  const { t } = useTranslation('common');
  if (chips.length === 0) return null;
  return (
    <div className="flex min-h-10 flex-[1_1_auto] flex-wrap items-center gap-2 text-sm" data-testid={testId}>
      <span className="font-medium text-gray-700">{t('filters.active')}</span>
      <ul className="flex flex-wrap gap-2">
        {chips.map((chip) => (
          <li key={chip.key}>
            <Link
              to={chip.without}
              aria-label={t('filters.remove', { filter: chip.value ? `${chip.label}: ${chip.value}` : chip.label })}
              className={`inline-flex min-h-8 max-w-full items-center gap-1 rounded-full border border-brand-main bg-brand-login-secondary px-3 text-gray-900 hover:bg-white ${focusRing}`}
              data-testid={`${testId}-${chip.key}`}
            >
              <span className="wrap-anywhere">
                {chip.value ? (
                  <>
                    {chip.label}: <bdi>{chip.value}</bdi>
                  </>
                ) : (
                  chip.label
                )}
              </span>
              <span aria-hidden="true" className="text-base leading-none">
                ×
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The chips of the filters in force: one per entry whose value is set (not null, empty or false), with the
 * list's address without it. A `true` value shows its label alone (a checkbox filter: "Assigned to me").
 */
export function filterChips(
  entries: ReadonlyArray<readonly [key: string, label: string, value: string | boolean | null | undefined]>,
  without: (key: string) => string,
): FilterChip[] {
  return entries.flatMap(([key, label, value]) =>
    value === null || value === undefined || value === false || value === '' ? [] : [{ key, label, value: value === true ? '' : value, without: without(key) }],
  );
}
