import type { ReactNode } from 'react';

/**
 * One label with its value; a pair `[label, value]` says the same more briefly. `id` tells apart items whose
 * labels may repeat (records listed by a name their owner chose); `testId` marks the value.
 */
export type Detail = { label: string; value: ReactNode; id?: string | number; testId?: string } | readonly [string, ReactNode];

/**
 * `compact`: small print, two columns even on phones (the employee's record views); `grid`: one column on
 * phones, up to three on wide screens; `pairs`: each label beside its value; `inline`: small print, each
 * label beside its value even on phones (the summaries inside cards); `inlineWide`: the same, two pairs a
 * line from 640 px (a device's labels); `fields`: what a person typed, one
 * column on phones and two on wider screens, each value in its own direction; `row`: a record's few key
 * facts above its details, one column on phones and all side by side on wider screens.
 */
export type DetailListLayout = 'compact' | 'grid' | 'pairs' | 'inline' | 'inlineWide' | 'fields' | 'row';

const LIST: Record<DetailListLayout, string> = {
  compact: 'grid grid-cols-2 gap-x-6 gap-y-3 lg:grid-cols-3',
  grid: 'grid grid-cols-1 gap-x-6 gap-y-3 sm:grid-cols-2 lg:grid-cols-3',
  pairs: 'grid grid-cols-1 gap-x-6 gap-y-2 sm:grid-cols-[max-content_1fr]',
  inline: 'grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm',
  inlineWide: 'grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr_auto_1fr]',
  fields: 'grid grid-cols-1 gap-x-6 gap-y-2 sm:grid-cols-2',
  row: 'grid gap-2 text-sm',
};
/** The `row` layout's columns by number of items (whole class names, so that Tailwind finds them). */
const ROW_COLUMNS = ['', '', 'sm:grid-cols-2', 'sm:grid-cols-3', 'sm:grid-cols-4', 'sm:grid-cols-5', 'sm:grid-cols-6'];
const ITEM: Record<DetailListLayout, string> = { compact: 'flex min-w-0 flex-col', grid: 'flex min-w-0 flex-col', pairs: 'contents', inline: 'contents', inlineWide: 'contents', fields: 'flex min-w-0 flex-col', row: '' };
const TERM: Record<DetailListLayout, string> = {
  compact: 'text-xs font-medium text-gray-600',
  grid: 'text-sm text-gray-600',
  pairs: 'text-sm font-medium text-gray-700',
  inline: 'text-gray-700',
  inlineWide: 'text-gray-700',
  fields: 'text-sm text-gray-700',
  row: 'text-gray-700',
};
const VALUE: Record<DetailListLayout, string> = {
  compact: 'break-words text-sm text-gray-900',
  grid: 'text-base text-gray-900',
  pairs: 'mb-2 text-sm text-gray-900 sm:mb-0',
  inline: 'text-gray-900',
  inlineWide: 'text-gray-900',
  fields: 'break-words text-gray-900',
  row: 'font-medium text-gray-900',
};

/** Shown for a value that is missing, in every language. */
const NONE = '—';

/** The portal's one list of label–value pairs: a definition list, so screen readers announce each label with its value. */
export function DetailList({ items, layout = 'grid', testId }: { items: readonly Detail[]; layout?: DetailListLayout; testId?: string }) {
  return (
    <dl data-testid={testId} className={layout === 'row' ? `${LIST.row} ${ROW_COLUMNS[items.length] ?? 'sm:grid-cols-6'}` : LIST[layout]}>
      {items.map((item) => {
        const [label, value, id, valueTestId] = 'label' in item ? [item.label, item.value, item.id, item.testId] : [...item, undefined, undefined];
        const shown = value === null || value === undefined || value === '' ? NONE : value;
        return (
          <div key={id ?? label} className={ITEM[layout] || undefined}>
            <dt className={TERM[layout]}>{label}</dt>
            {/* bdi: Latin addresses and codes keep their own order inside right-to-left text. */}
            {/* dir="auto": a name or address typed in another script reads in its own direction. */}
            <dd className={VALUE[layout]} dir={layout === 'fields' ? 'auto' : undefined} data-testid={valueTestId}>
              {layout === 'pairs' ? <bdi>{shown}</bdi> : shown}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
