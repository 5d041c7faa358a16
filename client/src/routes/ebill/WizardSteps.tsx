import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/useTranslation';

export interface WizardStep {
  key: string;
  title: string;
  /** Shown only while the step is the current one. */
  content: ReactNode;
}

interface WizardStepsProps {
  steps: readonly WizardStep[];
  current: string;
  done: ReadonlySet<string>;
  errors: Partial<Record<string, string>>;
}

/** The vertical, linear steps of the e-bill wizards (001 §2) with their done and error marks. */
export function WizardSteps({ steps, current, done, errors }: WizardStepsProps) {
  const { t } = useTranslation('ebill');
  return (
    <ol className="flex flex-col gap-3">
      {steps.map((step, index) => {
        const active = step.key === current;
        const error = errors[step.key];
        const passed = done.has(step.key);
        const status = error ? t('steps.error') : passed ? t('steps.done') : active ? t('steps.current') : null;
        return (
          <li
            key={step.key}
            aria-current={active ? 'step' : undefined}
            data-testid={`ebill-step-${step.key}`}
            className={`rounded-lg border-s-4 bg-white p-4 shadow-sm ${error ? 'border-red-700' : passed ? 'border-green-700' : active ? 'border-brand-main' : 'border-gray-300'}`}
          >
            <h2 className={`flex items-center gap-3 font-semibold ${active ? 'text-gray-900' : 'text-gray-600'}`}>
              <span
                aria-hidden="true"
                className={`inline-flex size-7 shrink-0 items-center justify-center rounded-full text-sm ${error ? 'bg-red-700 text-white' : passed ? 'bg-green-700 text-white' : 'bg-gray-200 text-gray-800'}`}
              >
                {error ? '!' : passed ? '✓' : index + 1}
              </span>
              <span>{step.title}</span>
              {status ? <span className="sr-only">{`(${status})`}</span> : null}
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
