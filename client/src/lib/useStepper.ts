import { useCallback, useRef, useState } from 'react';
import { type StepperEvent, type StepperState, initialStepper, stepperReducer } from './stepper';

/** A linear wizard's state (`lib/stepper.ts`) with its moves; `steps` may change between renders. */
export function useStepper<S extends string>(steps: readonly S[]) {
  const order = useRef(steps);
  order.current = steps;
  const [state, setState] = useState<StepperState<S>>(() => initialStepper(steps));
  const send = useCallback((event: StepperEvent<S>) => setState((previous) => stepperReducer(order.current, previous, event)), []);

  const index = Math.max(0, steps.indexOf(state.current));
  return {
    ...state,
    index,
    first: index === 0,
    last: index === steps.length - 1,
    goTo: useCallback((step: S) => send({ type: 'go', step }), [send]),
    succeed: useCallback((step: S) => send({ type: 'succeed', step }), [send]),
    fail: useCallback((step: S, message: string) => send({ type: 'fail', step, message }), [send]),
    /** Goes back to an earlier step (e.g. Resend renewed the codes it verified). */
    reopen: useCallback((step: S) => send({ type: 'reopen', step }), [send]),
    restart: useCallback(() => send({ type: 'restart' }), [send]),
  };
}
