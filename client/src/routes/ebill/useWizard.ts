import { useCallback, useState } from 'react';

/**
 * Linear, non-editable steps (001 §2, §4): each step has a done mark and an error mark; success clears
 * the error, marks the step done and moves on; an error stores the message and marks it not done.
 */
export function useWizard<S extends string>(steps: readonly S[]) {
  const [current, setCurrent] = useState<S>(steps[0]!);
  const [done, setDone] = useState<ReadonlySet<S>>(new Set());
  const [errors, setErrors] = useState<Partial<Record<S, string>>>({});

  const succeed = useCallback(
    (step: S) => {
      setErrors((all) => ({ ...all, [step]: undefined }));
      setDone((all) => new Set(all).add(step));
      const next = steps[steps.indexOf(step) + 1];
      if (next !== undefined) setCurrent(next);
    },
    [steps],
  );

  const fail = useCallback((step: S, message: string) => {
    setErrors((all) => ({ ...all, [step]: message }));
    setDone((all) => {
      const next = new Set(all);
      next.delete(step);
      return next;
    });
  }, []);

  /** Goes back to an earlier step (Resend renewed the codes it verified). */
  const reopen = useCallback(
    (step: S) => {
      setDone((all) => new Set([...all].filter((passed) => steps.indexOf(passed) < steps.indexOf(step))));
      setCurrent(step);
    },
    [steps],
  );

  const restart = useCallback(() => {
    setDone(new Set());
    setErrors({});
    setCurrent(steps[0]!);
  }, [steps]);

  return { current, done, errors, succeed, fail, reopen, restart };
}
