/** How long In Review waits for the automatic decision, and from when (design decision 63). */
import { describe, expect, it } from 'vitest';
import { decisionWaitLeftMs, maxDecisionWaitSeconds } from '../../src/engine/decision/decision-wait';

const settings = { approvedMaxDelaySeconds: 180, flashLoansMaxDelaySeconds: 90 };
const at = Date.parse('2026-11-27T01:00:00Z');

describe('the wait for the automatic decision', () => {
  it('is the flash loans delay for a product its journey marks flashLoan, the approved delay otherwise', () => {
    expect(maxDecisionWaitSeconds(settings, { flashLoan: true })).toBe(90);
    expect(maxDecisionWaitSeconds(settings, { flashLoan: false })).toBe(180);
    expect(maxDecisionWaitSeconds(settings, {})).toBe(180);
  });

  it('counts from submission, so a page opened later waits only what is left', () => {
    const submittedAt = new Date(at - 60_000).toISOString();
    expect(decisionWaitLeftMs({ submittedAt, openedAt: at, now: at, maxWaitSeconds: 180 })).toBe(120_000);
    expect(decisionWaitLeftMs({ submittedAt, openedAt: at, now: at + 119_000, maxWaitSeconds: 180 })).toBe(1_000);
    expect(decisionWaitLeftMs({ submittedAt, openedAt: at, now: at + 120_000, maxWaitSeconds: 180 })).toBe(0);
    expect(decisionWaitLeftMs({ submittedAt: new Date(at - 86_400_000).toISOString(), openedAt: at, now: at, maxWaitSeconds: 180 })).toBe(0);
  });

  it("counts from the page's opening without a submission time, or when the server's clock is ahead", () => {
    expect(decisionWaitLeftMs({ submittedAt: null, openedAt: at, now: at + 30_000, maxWaitSeconds: 90 })).toBe(60_000);
    expect(decisionWaitLeftMs({ submittedAt: 'not a date', openedAt: at, now: at, maxWaitSeconds: 90 })).toBe(90_000);
    expect(decisionWaitLeftMs({ submittedAt: new Date(at + 3_600_000).toISOString(), openedAt: at, now: at, maxWaitSeconds: 90 })).toBe(90_000);
  });

  it('does not wait at all with a delay of 0', () => {
    expect(decisionWaitLeftMs({ submittedAt: new Date(at).toISOString(), openedAt: at, now: at, maxWaitSeconds: 0 })).toBe(0);
  });
});
