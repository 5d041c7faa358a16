import { type ReactNode, useId } from 'react';

/** A titled part of a record view, named by its heading. */
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
