import { describe, expect, it } from 'vitest';
import { APPLICATION_STAGES, feePayableNow } from './stages.ts';

const before = { hasFee: true, payBeforeIssue: true };
const later = { hasFee: true, payBeforeIssue: false };

describe('feePayableNow (002 §4: a payment before some applications can be issued)', () => {
  it('takes a fee due before issue only while the utility awaits it', () => {
    expect(APPLICATION_STAGES.filter((stage) => feePayableNow(stage, before, false))).toEqual(['AWAITING_PAYMENT']);
  });

  it('takes a fee not due before issue once approved or issued, so it can still be paid after the document', () => {
    expect(APPLICATION_STAGES.filter((stage) => feePayableNow(stage, later, false))).toEqual(['APPROVED', 'AWAITING_PAYMENT', 'ISSUED']);
  });

  it('takes nothing once paid, nor for a family without a fee', () => {
    expect(APPLICATION_STAGES.filter((stage) => feePayableNow(stage, later, true))).toEqual([]);
    expect(APPLICATION_STAGES.filter((stage) => feePayableNow(stage, { hasFee: false, payBeforeIssue: false }, false))).toEqual([]);
  });
});
