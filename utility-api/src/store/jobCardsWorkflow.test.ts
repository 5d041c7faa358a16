import { describe, expect, it } from 'vitest';
import { closeProblem, plannedHours, stepChangeProblem } from './jobCardsWorkflow.ts';

describe('job card workflow rules', () => {
  it('needs an employee on forced steps and a different one for Referred (002 §4)', () => {
    expect(stepChangeProblem({ current: 'registered', currentEmployeeId: null, to: 'assigned', employeeId: null })).toBe('employeeRequired');
    expect(stepChangeProblem({ current: 'registered', currentEmployeeId: null, to: 'assigned', employeeId: 4 })).toBeNull();
    expect(stepChangeProblem({ current: 'assigned', currentEmployeeId: 4, to: 'inProgress', employeeId: null })).toBeNull();
    expect(stepChangeProblem({ current: 'assigned', currentEmployeeId: 4, to: 'referred', employeeId: 4 })).toBe('sameEmployee');
    expect(stepChangeProblem({ current: 'assigned', currentEmployeeId: 4, to: 'referred', employeeId: 5 })).toBeNull();
    expect(stepChangeProblem({ current: 'assigned', currentEmployeeId: 4, to: 'assigned', employeeId: 4 })).toBe('sameEmployee');
    expect(stepChangeProblem({ current: 'assigned', currentEmployeeId: 4, to: 'assigned', employeeId: null })).toBe('employeeRequired');
    expect(stepChangeProblem({ current: 'registered', currentEmployeeId: null, to: 'completed', employeeId: 4 })).toBe('stepNotAllowed');
    expect(stepChangeProblem({ current: 'closed', currentEmployeeId: 4, to: 'inProgress', employeeId: 5 })).toBe('closed');
  });

  it('closes with Problem Found only with an activity, from in progress or completed (002 §5)', () => {
    expect(closeProblem('inProgress', 'PROBLEM_FOUND', null)).toBe('activityRequired');
    expect(closeProblem('inProgress', 'PROBLEM_FOUND', 1)).toBeNull();
    expect(closeProblem('completed', 'NO_PROBLEM_FOUND', null)).toBeNull();
    expect(closeProblem('registered', 'COMPLETED', null)).toBe('stepNotAllowed');
    expect(closeProblem('closed', 'COMPLETED', 1)).toBe('closed');
  });

  it('counts planned hours between start and end', () => {
    expect(plannedHours('2026-11-01T08:00:00.000Z', '2026-11-01T10:15:00.000Z')).toBe(2.25);
    expect(plannedHours('2026-11-01T08:00:00.000Z', null)).toBeNull();
  });
});
