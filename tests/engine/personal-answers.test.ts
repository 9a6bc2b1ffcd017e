/** Finding a journey's personal answers in a document and in a JSON Patch of one. */
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
