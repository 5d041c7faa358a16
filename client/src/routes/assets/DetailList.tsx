import type { ReactNode } from 'react';

/** Label–value pairs of a record, two columns on wide screens. */
export function DetailList({ items, testId }: { items: ReadonlyArray<{ label: string; value: ReactNode }>; testId?: string }) {
  return (
    <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2 lg:grid-cols-3" data-testid={testId}>
      {items.map((item) => (
        <div key={item.label} className="flex flex-col">
          <dt className="text-sm text-gray-600">{item.label}</dt>
          <dd className="text-base text-gray-900">{item.value === null || item.value === undefined || item.value === '' ? '—' : item.value}</dd>
        </div>
      ))}
    </dl>
  );
}
