/** Finding a journey's personal answers in a document and in a JSON Patch of one. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  MASKED_ANSWER,
  mapPersonalStrings,
  mapPersonalStringsOfPatch,
  maskPersonalAnswers,
  personalAnswersOf,
  personalPatterns,
  replacePersonalStrings,
} from '../../src/engine/personal/personal-answers';

const patterns = personalPatterns(['$.owners[*].dateOfBirth', '$.coOwners[*].dateOfBirth', '$.business.taxNumber']);
const document = {
  owners: [{ firstName: 'Ada', dateOfBirth: '1984-03-09' }],
  coOwners: [
    { firstName: 'Bo', dateOfBirth: '1990-01-02' },
    { firstName: 'Cy', dateOfBirth: 1990 },
  ],
  business: { taxNumber: '123', name: 'Wattle' },
  notes: { dateOfBirth: 'not personal here' },
};

describe('personal answers', () => {
  it('maps exactly the strings at personal paths, sharing untouched branches', () => {
    const upper = mapPersonalStrings(document, patterns, (text) => `<${text}>`) as typeof document;
    expect(upper.owners[0]).toEqual({ firstName: 'Ada', dateOfBirth: '<1984-03-09>' });
    expect(upper.coOwners).toEqual([
      { firstName: 'Bo', dateOfBirth: '<1990-01-02>' },
      { firstName: 'Cy', dateOfBirth: 1990 },
    ]);
    expect(upper.business).toEqual({ taxNumber: '<123>', name: 'Wattle' });
    expect(upper.notes).toBe(document.notes);
  });

  it('keeps numbers, booleans and null as they are, at a personal path or beside one', () => {
    const kept = { owners: [{ dateOfBirth: null, age: 40, soleTrader: false }, { dateOfBirth: true }] };
    expect(mapPersonalStrings(kept, patterns, () => 'x')).toEqual(kept);
  });

  it('finds them inside a patch, whether an operation sets the value or a whole owner', () => {
    const patch = [
      { op: 'replace', path: '/owners/0/dateOfBirth', value: '1984-03-10' },
      { op: 'add', path: '/coOwners/1', value: { firstName: 'Di', dateOfBirth: '2000-12-31' } },
      { op: 'add', path: '/owners/0/firstName', value: '1984-03-10' },
      { op: 'remove', path: '/owners/0/dateOfBirth' },
    ];
    expect(mapPersonalStringsOfPatch(patch, patterns, () => 'x')).toEqual([
      { op: 'replace', path: '/owners/0/dateOfBirth', value: 'x' },
      { op: 'add', path: '/coOwners/1', value: { firstName: 'Di', dateOfBirth: 'x' } },
      { op: 'add', path: '/owners/0/firstName', value: '1984-03-10' },
      { op: 'remove', path: '/owners/0/dateOfBirth' },
    ]);
  });

  it('masks them for reading and lists them with their pointers for a reveal', () => {
    expect((maskPersonalAnswers(document, patterns) as typeof document).owners[0].dateOfBirth).toBe(MASKED_ANSWER);
    expect(personalAnswersOf(document, patterns)).toEqual([
      { pointer: '/owners/0/dateOfBirth', value: '1984-03-09' },
      { pointer: '/coOwners/0/dateOfBirth', value: '1990-01-02' },
      { pointer: '/business/taxNumber', value: '123' },
    ]);
  });

  it('replaces each distinct personal string once, asynchronously, and answers the same value when none is replaced', async () => {
    const asked: string[] = [];
    const replaced = (await replacePersonalStrings(document, 'document', patterns, async (text) => {
      asked.push(text);
      return text === '123' ? 'sealed' : undefined;
    })) as typeof document;
    expect(asked.sort()).toEqual(['123', '1984-03-09', '1990-01-02']);
    expect(replaced.business.taxNumber).toBe('sealed');
    expect(replaced.owners).toEqual(document.owners);
    expect(replaced.notes).toBe(document.notes);
    expect(await replacePersonalStrings(document, 'document', patterns, async () => undefined)).toBe(document);
    const patch = [{ op: 'add', path: '/owners/0/dateOfBirth', value: '1984-03-09' }];
    expect(await replacePersonalStrings(patch, 'patch', patterns, async () => 'x')).toEqual([{ op: 'add', path: '/owners/0/dateOfBirth', value: 'x' }]);
  });

  it('refuses a path it cannot follow, and changes nothing without paths', () => {
    expect(() => personalPatterns(['$..dateOfBirth'])).toThrow(/not a simple JSONPath/);
    expect(mapPersonalStrings(document, [], () => 'x')).toBe(document);
  });
});

/** Each string at a path the patterns give, found by trying every pattern at every place: the reference. */
function personalPlaces(value: unknown, patterns: readonly (readonly string[])[], at: string[] = []): string[] {
  const here = typeof value === 'string' && patterns.some((p) => p.length === at.length && p.every((t, i) => t === '*' || t === at[i]));
  const children = value !== null && typeof value === 'object' ? Object.entries(value) : [];
  return [...(here ? [JSON.stringify(at)] : []), ...children.flatMap(([key, child]) => personalPlaces(child, patterns, [...at, key]))];
}

describe('mapPersonalStrings against every pattern tried everywhere', () => {
  const token = fc.constantFrom('a', 'b', '0', '1', '*');
  const leaf = fc.oneof(fc.constantFrom('x', 'y'), fc.integer({ min: 0, max: 3 }), fc.constant(null));
  const value = fc.letrec((tie) => ({
    any: fc.oneof(
      { depthSize: 'small' },
      leaf,
      fc.array(tie('any'), { maxLength: 3 }),
      fc.dictionary(fc.constantFrom('a', 'b', 'c'), tie('any'), { maxKeys: 3 }),
    ),
  })).any;

  it('maps exactly the strings at personal paths, and shares what it does not change', () => {
    fc.assert(
      fc.property(value, fc.array(fc.array(token, { minLength: 1, maxLength: 3 }), { minLength: 1, maxLength: 3 }), (document, tokens) => {
        const mapped: string[] = [];
        const snapshot = structuredClone(document);
        const out = mapPersonalStrings(document, tokens, (text, at) => (mapped.push(JSON.stringify(at)), `<${text}>`));
        expect(mapped.sort()).toEqual(personalPlaces(document, tokens).sort());
        expect(document).toEqual(snapshot);
        if (mapped.length === 0) expect(out).toBe(document);
        expect(mapPersonalStrings(document, tokens, (text) => text)).toBe(document);
      }),
      { numRuns: 2000 },
    );
  });

  it('maps a string two patterns name once', () => {
    const mapped: string[] = [];
    mapPersonalStrings(
      { owners: [{ a: 'x' }] },
      [
        ['owners', '0', 'a'],
        ['owners', '*', 'a'],
      ],
      (text, at) => (mapped.push(at.join('/')), text),
    );
    expect(mapped).toEqual(['owners/0/a']);
  });
});
