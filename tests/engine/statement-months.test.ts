import { describe, expect, it } from 'vitest';
import { requiredMonths, statementPeriodProblem } from '../../src/engine/statements/statement-months';
import { selectableMonths } from '../../src/screens/statement-collect/months';

// 10:00 on 1 March in Sydney is still 28 February in UTC: the month is Sydney's.
const now = new Date('2026-02-28T23:00:00Z');

describe('statement months', () => {
  it('needs the six complete months before the current one in Sydney', () => {
    expect(requiredMonths(now)).toEqual(['2025-09', '2025-10', '2025-11', '2025-12', '2026-01', '2026-02']);
  });

  it('offers on the statement screen exactly the months the server accepts: the current, incomplete month is not one', () => {
    const offered = selectableMonths(now);
    expect(offered[0]).toBe('2026-02');
    expect(offered).toHaveLength(24);
    expect(statementPeriodProblem('2026-02', '2026-02', now)).toBeUndefined();
    expect(statementPeriodProblem('2025-10', '2026-03', now)).toMatch(/complete month/);
    const oldest = offered.at(-1)!;
    expect(statementPeriodProblem(oldest, oldest, now)).toBeUndefined();
    const [year, month] = oldest.split('-').map(Number);
    const before = month === 1 ? `${year - 1}-12` : `${year}-${String(month - 1).padStart(2, '0')}`;
    expect(statementPeriodProblem(before, before, now)).toMatch(/at most 24 months back/);
  });
});
