import { describe, expect, test } from 'vitest';
import { type StepperState, initialStepper, stepperReducer } from './stepper';

const STEPS = ['contact', 'code', 'invoice', 'end'] as const;
type Step = (typeof STEPS)[number];
const run = (state: StepperState<Step>, ...events: Parameters<typeof stepperReducer<Step>>[2][]) => events.reduce((at, event) => stepperReducer(STEPS, at, event), state);

describe('the wizard state machine (lib/stepper.ts)', () => {
  test('success marks the step done, clears its error and opens the next; the last step stays open', () => {
    const failed = run(initialStepper(STEPS), { type: 'fail', step: 'contact', message: 'No such account' });
    expect(failed.errors.contact).toBe('No such account');
    const passed = run(failed, { type: 'succeed', step: 'contact' });
    expect(passed.current).toBe('code');
    expect([...passed.done]).toEqual(['contact']);
    expect(passed.errors.contact).toBeUndefined();
    const atEnd = run(passed, { type: 'succeed', step: 'code' }, { type: 'succeed', step: 'invoice' }, { type: 'succeed', step: 'end' });
    expect(atEnd.current).toBe('end');
  });

  test('a failure undoes the step; reopening an earlier step undoes it and every later one; go keeps the marks', () => {
    const far = run(initialStepper(STEPS), { type: 'succeed', step: 'contact' }, { type: 'succeed', step: 'code' }, { type: 'succeed', step: 'invoice' });
    expect([...run(far, { type: 'fail', step: 'code', message: 'expired' }).done]).toEqual(['contact', 'invoice']);
    const reopened = run(far, { type: 'reopen', step: 'code' });
    expect(reopened.current).toBe('code');
    expect([...reopened.done]).toEqual(['contact']);
    const back = run(far, { type: 'go', step: 'contact' });
    expect(back.current).toBe('contact');
    expect(back.done).toEqual(far.done);
    expect(run(far, { type: 'restart' })).toEqual(initialStepper(STEPS));
  });
});
