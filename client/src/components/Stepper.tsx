import type { ReactNode, Ref } from 'react';

interface StepperStep {
  key: string;
  title: string;
  content: ReactNode;
}

type StepState = 'error' | 'done' | 'current' | 'upcoming';

interface StepperProps {
  steps: readonly StepperStep[];
  current: string;
  done?: ReadonlySet<string>;
  errors?: Partial<Record<string, string>>;
  /** Names the list of steps. */
  label?: string;
  /** `timeline`: numbered steps on a line, every step kept mounted so typed values survive; `cards`: one card a step with its done and error marks, only the current one open. */
  look: 'timeline' | 'cards';
  /** Words for screen readers after the title: the position ("step 2 of 5") or the state ("completed"). */
  announce(index: number, state: StepState): string | null;
  /** Test id of a step's item. */
  testId(key: string): string;
  /** The heading of each step, so that a move can focus it (WCAG 2.4.3). */
  headingRef?: (index: number) => Ref<HTMLHeadingElement>;
}

/** The portal's one vertical, linear wizard stepper (000 §2, 001 §2, 002 §2); the state is `useStepper`'s. */
export function Stepper({ steps, current, done = new Set(), errors = {}, label, look, announce, testId, headingRef }: StepperProps) {
  const currentIndex = steps.findIndex((step) => step.key === current);
  return (
    <ol className={`flex flex-col ${look === 'cards' ? 'gap-3' : 'gap-2'}`} aria-label={label}>
      {steps.map((step, index) => {
        const error = errors[step.key];
        const state: StepState = error ? 'error' : done.has(step.key) ? 'done' : index === currentIndex ? 'current' : 'upcoming';
        const active = index === currentIndex;
        const said = announce(index, state);
        if (look === 'timeline') {
          return (
            <li key={step.key} className="flex gap-3" aria-current={active ? 'step' : undefined} data-testid={testId(step.key)}>
              <span aria-hidden="true" className={`flex size-8 shrink-0 items-center justify-center rounded-full text-sm font-semibold ${index <= currentIndex ? 'bg-brand-main text-white' : 'bg-gray-200 text-gray-800'}`}>
                {index + 1}
              </span>
              <div className="flex min-w-0 flex-1 flex-col gap-3 border-s border-gray-300 ps-4 pb-4">
                <h2 ref={headingRef?.(index)} tabIndex={-1} className={`text-lg ${active ? 'font-semibold text-gray-900' : 'text-gray-700'}`}>
                  {step.title}
                  {said ? <span className="sr-only">{said}</span> : null}
                </h2>
                <div hidden={!active} className="flex flex-col gap-4">
                  {step.content}
                </div>
              </div>
            </li>
          );
        }
        const passed = state === 'done';
        return (
          <li
            key={step.key}
            aria-current={active ? 'step' : undefined}
            data-testid={testId(step.key)}
            className={`rounded-lg border-s-4 bg-white p-4 shadow-sm ${error ? 'border-red-700' : passed ? 'border-green-700' : active ? 'border-brand-main' : 'border-gray-300'}`}
          >
            <h2 ref={headingRef?.(index)} className={`flex items-center gap-3 font-semibold ${active ? 'text-gray-900' : 'text-gray-600'}`}>
              <span aria-hidden="true" className={`inline-flex size-7 shrink-0 items-center justify-center rounded-full text-sm ${error ? 'bg-red-700 text-white' : passed ? 'bg-green-700 text-white' : 'bg-gray-200 text-gray-800'}`}>
                {error ? '!' : passed ? '✓' : index + 1}
              </span>
              <span>{step.title}</span>
              {said ? <span className="sr-only">{said}</span> : null}
            </h2>
            {error ? (
              <p role="alert" className="mt-2 text-sm text-red-700">
                {error}
              </p>
            ) : null}
            {active ? <div className="mt-4">{step.content}</div> : null}
          </li>
        );
      })}
    </ol>
  );
}
