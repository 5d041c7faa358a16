/**
 * The state of a linear wizard (000 §2, 001 §2, 002 §2): the current step, the steps done and each
 * step's error. One machine for every wizard of the portal; `useStepper` holds it in a component.
 */
export interface StepperState<S extends string> {
  current: S;
  done: ReadonlySet<S>;
  errors: Partial<Record<S, string>>;
}

export type StepperEvent<S extends string> =
  /** Show another step (Back, or a step a server refusal points at); marks and errors stay. */
  | { type: 'go'; step: S }
  /** The step passed: its error goes, it is marked done, and the next step opens. */
  | { type: 'succeed'; step: S }
  /** The step failed: its message is kept and it is no longer done. */
  | { type: 'fail'; step: S; message: string }
  /** Back to an earlier step whose result no longer holds: it and every later step are not done. */
  | { type: 'reopen'; step: S }
  | { type: 'restart' };

export function initialStepper<S extends string>(steps: readonly S[]): StepperState<S> {
  return { current: steps[0]!, done: new Set(), errors: {} };
}

/** The next state; `steps` is the wizard's order at the time of the event (a step may come and go). */
export function stepperReducer<S extends string>(steps: readonly S[], state: StepperState<S>, event: StepperEvent<S>): StepperState<S> {
  switch (event.type) {
    case 'go':
      return { ...state, current: event.step };
    case 'succeed': {
      const next = steps[steps.indexOf(event.step) + 1];
      return { current: next ?? state.current, done: new Set(state.done).add(event.step), errors: { ...state.errors, [event.step]: undefined } };
    }
    case 'fail': {
      const done = new Set(state.done);
      done.delete(event.step);
      return { ...state, done, errors: { ...state.errors, [event.step]: event.message } };
    }
    case 'reopen':
      return { ...state, current: event.step, done: new Set([...state.done].filter((passed) => steps.indexOf(passed) < steps.indexOf(event.step))) };
    case 'restart':
      return initialStepper(steps);
  }
}
