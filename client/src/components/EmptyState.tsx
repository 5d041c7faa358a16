import type { ReactNode } from 'react';

interface EmptyStateProps {
  title: string;
  description?: ReactNode;
  children?: ReactNode;
  testId?: string;
}

/** A centred message in place of content: maintenance, nothing found, not built yet. */
export function EmptyState({ title, description, children, testId }: EmptyStateProps) {
  return (
    <section data-testid={testId} className="mx-auto flex max-w-xl flex-col items-center gap-3 px-4 py-12 text-center">
      <h2 className="text-xl font-semibold text-gray-900">{title}</h2>
      {description ? <div className="text-gray-700">{description}</div> : null}
      {children}
    </section>
  );
}
