import { describe, expect, it } from 'vitest';
import { validUntil } from '../../src/engine/lifecycle/validity';

describe('an application’s validity', () => {
  const lifecycle = { initial: 'IN_PROGRESS', validForDays: 30 };
  const created = new Date('2026-11-01T09:30:00Z');

  it('lasts the journey’s days from creation while the application is in its initial status', () => {
    expect(validUntil(lifecycle, 'IN_PROGRESS', created)?.toISOString()).toBe('2026-12-01T09:30:00.000Z');
  });

  it('ends with the initial status, and does not exist without validForDays', () => {
    expect(validUntil(lifecycle, 'SUBMITTED', created)).toBeUndefined();
    expect(validUntil({ initial: 'IN_PROGRESS' }, 'IN_PROGRESS', created)).toBeUndefined();
  });
});
