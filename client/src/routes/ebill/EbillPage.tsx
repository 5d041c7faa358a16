import type { ReactNode } from 'react';
import { PageTitle } from '../../components/PageTitle';
import { Stepper } from '../../components/Stepper';
import { useTranslation } from '../../i18n/useTranslation';
import { ExpiredNotice } from './ExpiredNotice';
import { SessionTimer } from './SessionTimer';
import type { EbillFlow } from './useEbillFlow';

interface EbillPageProps<Step extends string> {
  flow: EbillFlow<Step>;
  title: string;
  stepTitle: (step: Step) => string;
  content: Record<Step, ReactNode>;
  testId: string;
  /** What holds the steps (the registration's tabs); the steps alone by default. */
  frame?: (steps: ReactNode) => ReactNode;
}

/**
 * An e-bill wizard's page (001 §2, §4): its title, the session countdown while the session runs, and
 * the steps, each but the end one showing the restart notice once the session expired.
 */
export function EbillPage<Step extends string>({ flow, title, stepTitle, content, testId, frame = (steps) => steps }: EbillPageProps<Step>) {
  const { t } = useTranslation('ebill');
  const { otp, wizard } = flow;
  const steps = flow.steps.map((key) => ({
    key,
    title: stepTitle(key),
    content: otp.expired && key !== flow.end ? <ExpiredNotice onRestart={flow.restart} /> : content[key],
  }));

  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-4 py-6" data-testid={testId}>
      <PageTitle>{title}</PageTitle>
      {otp.session && !otp.finished && !otp.expired ? <SessionTimer seconds={otp.remaining} /> : null}
      {frame(
        <Stepper
          look="cards"
          steps={steps}
          current={wizard.current}
          done={wizard.done}
          errors={wizard.errors}
          announce={(_, state) => (state === 'upcoming' ? null : `(${t(`steps.${state}`)})`)}
          testId={(key) => `ebill-step-${key}`}
        />,
      )}
    </div>
  );
}
