import { useCallback, useState } from 'react';
import { useStepper } from '../../lib/useStepper';
import { useNotify } from '../../notifications/useNotify';
import type { OtpSessionData } from '../../features/otpSession/otpSessionModel';
import type { EbillContacts } from './steps/ContactStep';
import { useEbillSession } from './useEbillSession';

const NO_PROPERTY = { invoiceNumber: '', address: '' };

/** What the last step's mutation answered: whether it was done, else why not. */
interface EbillOutcome {
  done: boolean;
  userErrors: ReadonlyArray<{ readonly code: string; readonly message: string }>;
}

/**
 * What the e-bill registration and unsubscribe share (001 §2, §4): linear steps ending in an end step,
 * the OTP session whose expiry fails the current step, the contacts it was started for and the property
 * the invoice found. `onRestart` clears what the screen keeps itself when the visitor starts again.
 */
export function useEbillFlow<Step extends string>(steps: readonly Step[], onRestart: () => void) {
  const notify = useNotify();
  const wizard = useStepper<Step>(steps);
  const { fail, succeed } = wizard;
  const current = wizard.current;
  const onExpired = useCallback((message: string) => fail(current, message), [fail, current]);
  const otp = useEbillSession(onExpired);
  const [contacts, setContacts] = useState<EbillContacts>({ email: '', mobileNo: null });
  const [property, setProperty] = useState(NO_PROPERTY);
  const end = steps[steps.length - 1]!;
  const token = otp.session?.token ?? '';

  return {
    steps,
    end,
    wizard,
    otp,
    contacts,
    property,
    token,
    restart() {
      otp.reset();
      wizard.restart();
      setProperty(NO_PROPERTY);
      onRestart();
    },
    /** ContactStep's handlers at `step`: a started session keeps its contacts and moves on. */
    contactStep: (step: Step) => ({
      onStarted: (session: OtpSessionData, started: EbillContacts) => {
        setContacts(started);
        otp.setSession(session);
        succeed(step);
      },
      onFailed: (message: string) => fail(step, message),
    }),
    /** InvoiceStep's session and handlers at `step`: a found property is kept for the confirmation. */
    invoiceStep: (step: Step) => ({
      token,
      onFound: (found: typeof NO_PROPERTY) => {
        setProperty(found);
        succeed(step);
      },
      onFailed: (message: string) => fail(step, message),
      onExpired: otp.expire,
    }),
    /**
     * The last mutation's answer at `step`: done ends the session with `doneText` and shows the end step;
     * an expired session the restart notice; any other problem stays on `step`.
     */
    settle(step: Step, outcome: EbillOutcome, doneText: string) {
      if (outcome.done) {
        otp.finish();
        notify('success', doneText);
        succeed(step);
        succeed(end);
        return;
      }
      if (outcome.userErrors.some((problem) => problem.code === 'SESSION_EXPIRED')) return otp.expire();
      fail(step, outcome.userErrors.map((problem) => problem.message).join(' '));
    },
    /** The last mutation did not reach the gateway: the message stays on `step`. */
    failed: (step: Step) => (error: Error) => fail(step, error.message),
  };
}

export type EbillFlow<Step extends string> = ReturnType<typeof useEbillFlow<Step>>;
