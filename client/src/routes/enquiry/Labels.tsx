import { type ReactNode, useId } from 'react';
import { useTranslation } from '../../i18n/useTranslation';

/** Label–value pairs of an enquiry view (002 §3 labels); empty values show a dash. */
export function Labels({ items, testId }: { items: ReadonlyArray<readonly [string, ReactNode]>; testId?: string }) {
  const { t } = useTranslation('enquiry');
  return (
    <dl data-testid={testId} className="grid grid-cols-2 gap-x-6 gap-y-3 lg:grid-cols-3">
      {items.map(([label, value]) => (
        <div key={label} className="flex min-w-0 flex-col">
          <dt className="text-xs font-medium text-gray-600">{label}</dt>
          <dd className="break-words text-sm text-gray-900">{value === null || value === undefined || value === '' ? t('values.none') : value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A titled part of a view. */
export function Section({ title, children, actions, testId }: { title: string; children: ReactNode; actions?: ReactNode; testId?: string }) {
  const id = useId();
  return (
    <section aria-labelledby={id} data-testid={testId} className="flex flex-col gap-3 rounded-lg border border-gray-300 bg-white p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={id} className="text-lg font-semibold text-gray-900">
          {title}
        </h2>
        {actions}
      </div>
      {children}
    </section>
  );
}

/** Latin values (numbers, codes, addresses) keep their direction inside right-to-left text. */
export function Ltr({ children }: { children: ReactNode }) {
  return (
    <bdi dir="ltr" className="break-words">
      {children}
    </bdi>
  );
}
