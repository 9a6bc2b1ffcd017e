import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normaliseAnswers, normaliseStoredAnswers } from '../../src/engine/validation/prepare-data';

describe('normaliseStoredAnswers', () => {
  const leaf = fc.oneof(fc.constantFrom('x', ' y ', '', '  ', 'z'), fc.integer({ min: 0, max: 3 }), fc.boolean(), fc.constant(null));
  const value = fc.letrec((tie) => ({
    any: fc.oneof(
      { depthSize: 'small' },
      leaf,
      fc.array(tie('any'), { maxLength: 3 }),
      fc.dictionary(fc.constantFrom('a', 'b', 'c', 'd'), tie('any'), { maxKeys: 4 }),
    ),
  })).any;

  it('answers what normaliseAnswers answers, in the same member order', () => {
    fc.assert(
      fc.property(value, (document) => {
        const shared = normaliseStoredAnswers(document);
        expect(JSON.stringify(shared)).toBe(JSON.stringify(normaliseAnswers(document)));
      }),
      { numRuns: 500 },
    );
  });

  it('shares what needs no change and copies only the way to what does', () => {
    const owner = { name: 'Ann', phone: ' 0400 ' };
    const business = { name: 'Co', abn: '1' };
    const document = { owners: [owner, { name: 'Bo' }], business, note: '' };
    const normalised = normaliseStoredAnswers(document) as typeof document;
    expect(normalised).toEqual({ owners: [{ name: 'Ann', phone: '0400' }, { name: 'Bo' }], business });
    expect(normalised.business).toBe(business);
    expect(normalised.owners[1]).toBe(document.owners[1]);
    expect(document.owners[0]).toBe(owner);
    expect(owner.phone).toBe(' 0400 ');
    const clean = { owners: [{ name: 'Ann' }], business };
    expect(normaliseStoredAnswers(clean)).toBe(clean);
  });
});
