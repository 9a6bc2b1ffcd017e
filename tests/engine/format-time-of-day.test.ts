import { describe, expect, it } from 'vitest';
import { formatTimeOfDay } from '../../src/engine/dates/format-time-of-day';

// A moment whose time of day is the same in every zone the tests may run in is not possible, so
// the tests read the shape each locale gives, not the hour.
const moment = '2026-11-27T01:15:00Z';

describe('a time of day as the product writes it', () => {
  it('writes am and pm as Australians do in en-AU', () => {
    expect(formatTimeOfDay(moment, 'en-AU')).toMatch(/^\d{1,2}:15\s(am|pm)$/);
  });

  it('writes AM and PM as Americans do in en-US', () => {
    expect(formatTimeOfDay(moment, 'en-US')).toMatch(/^\d{1,2}:15\s(AM|PM)$/);
  });

  it('takes a date, a number of milliseconds or an ISO string alike', () => {
    const at = Date.parse(moment);
    expect(formatTimeOfDay(at, 'en-AU')).toBe(formatTimeOfDay(new Date(at), 'en-AU'));
    expect(formatTimeOfDay(moment, 'en-AU')).toBe(formatTimeOfDay(at, 'en-AU'));
  });
});
