import { describe, expect, it } from 'vitest';
import { endOfSigningDay, signingDay } from '../../src/server/services/checkout/signing-day';

const sydney = 'Australia/Sydney';

describe('the end of the signing day', () => {
  it('is the last millisecond before midnight in the zone, however close to midnight the link is issued', () => {
    // 23:56 on 27 November in Sydney (daylight time, UTC+11).
    const lateEvening = new Date('2026-11-27T12:56:00Z');
    expect(signingDay(lateEvening, sydney)).toBe('2026-11-27');
    const end = endOfSigningDay('2026-11-27', sydney, lateEvening);
    expect(end.toISOString()).toBe('2026-11-27T12:59:59.999Z');
    expect(signingDay(new Date(end.getTime() + 1), sydney)).toBe('2026-11-28');
  });

  it('follows the zone across a change of daylight saving', () => {
    // Sydney leaves daylight time at 03:00 on 5 April 2026: that day ends at UTC+10.
    expect(endOfSigningDay('2026-04-05', sydney, new Date('2026-04-04T14:00:00Z')).toISOString()).toBe('2026-04-05T13:59:59.999Z');
    expect(endOfSigningDay('2026-06-01', 'Australia/Perth', new Date('2026-06-01T01:00:00Z')).toISOString()).toBe('2026-06-01T15:59:59.999Z');
  });

  it('is now when the signing day is already over', () => {
    const nextMorning = new Date('2026-11-27T14:00:00Z');
    expect(endOfSigningDay('2026-11-27', sydney, nextMorning)).toEqual(nextMorning);
  });
});
