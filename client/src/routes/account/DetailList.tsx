import type { ReactNode } from 'react';

export interface Detail {
  label: string;
  value: ReactNode;
}

/** Label and value pairs as a definition list, so screen readers announce each label with its value. */
export function DetailList({ details, testId }: { details: readonly Detail[]; testId?: string }) {
  return (
    <dl data-testid={testId} className="grid grid-cols-1 gap-x-6 gap-y-2 sm:grid-cols-[max-content_1fr]">
      {details.map(({ label, value }) => (
        <div key={label} className="contents">
          <dt className="text-sm font-medium text-gray-700">{label}</dt>
          {/* bdi: Latin addresses and codes keep their own order inside right-to-left text. */}
          <dd className="mb-2 text-sm text-gray-900 sm:mb-0">
            <bdi>{value === null || value === '' ? '—' : value}</bdi>
          </dd>
        </div>
      ))}
    </dl>
  );
}
