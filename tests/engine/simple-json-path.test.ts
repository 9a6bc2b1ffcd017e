import fc from 'fast-check';
import { JSONPath } from 'jsonpath-plus';
import { describe, expect, it } from 'vitest';
import { simpleMatches, simplePathSteps } from '../../src/engine/rules/simple-json-path';

const library = (path: string, json: unknown, resultType: 'pointer' | 'value') =>
  JSONPath({ path, json: json as object, resultType, wrap: true, eval: 'safe' });

// Names an application has, a string's own `length`, and names jsonpath-plus treats as its own operators.
const name = fc.constantFrom('owners', 'firstName', 'amount', '_extension', 'length', '0', '1', '*', '~', '^', 'a/b', 'x~y', '@string()');
const leaf = fc.oneof(fc.string({ maxLength: 4 }), fc.integer(), fc.boolean(), fc.constant(null), fc.constant(undefined));
const documentOf = fc.letrec((tie) => ({
  value: fc.oneof({ depthSize: 'small' }, leaf, tie('array'), tie('object')),
  array: fc.array(tie('value'), { maxLength: 3 }),
  object: fc.dictionary(name, tie('value'), { maxKeys: 4 }),
})).object;
const step = fc.oneof(
  fc.constantFrom('owners', 'firstName', 'amount', '_extension', 'length').map((n) => `.${n}`),
  fc.nat(3).map((i) => `[${i}]`),
  fc.constantFrom('[*]', '.*'),
);
const simplePath = fc.array(step, { maxLength: 4 }).map((steps) => `$${steps.join('')}`);

describe('the engine walks the paths rule records name as jsonpath-plus does', () => {
  it('reads members, indices and wildcards, and no other syntax', () => {
    expect(simplePathSteps('$.owners[*].firstName')).toEqual(['owners', '*', 'firstName']);
    expect(simplePathSteps('$.owners[0].dateOfBirth')).toEqual(['owners', '0', 'dateOfBirth']);
    expect(simplePathSteps('$.business._extension.*')).toEqual(['business', '_extension', '*']);
    expect(simplePathSteps('$')).toEqual([]);
    for (const other of [
      '$..amount',
      '$.invoices[?(@.amount>1)].amount',
      '$.invoices[0,1].amount',
      "$['fundingNeeds']",
      '$.a[1:2]',
      '$.$a',
      'owners',
      '$.owners.',
    ]) {
      expect(simplePathSteps(other), other).toBeUndefined();
    }
  });

  it('finds the same pointers and values, in the same order, on any document', () => {
    fc.assert(
      fc.property(simplePath, documentOf, (path, document) => {
        const matches = simpleMatches(simplePathSteps(path)!, document);
        expect(matches.map((m) => m.pointer)).toEqual(library(path, document, 'pointer'));
        expect(matches.map((m) => m.value)).toEqual(library(path, document, 'value'));
      }),
      { numRuns: 2000 },
    );
  });

  it('takes a member called * literally where jsonpath-plus does, and as a wildcard where it does not', () => {
    // Each expectation is what jsonpath-plus answers for the path and document.
    const cases: [string, unknown, string[]][] = [
      ['$.a[*]', { a: { '*': 1, b: 2 } }, ['/a/*']],
      ['$.a.b[*]', { a: { b: { '*': 1, c: 2 } } }, ['/a/b/*', '/a/b/c']],
      ['$.a.b.c[*]', { a: { b: { c: { '*': 1, d: 2 } } } }, ['/a/b/c/*']],
      ['$[0][*]', [{ '*': 1, d: 2 }], ['/0/*']],
      ['$.a[0][*]', { a: [{ '*': 1, d: 2 }] }, ['/a/0/*', '/a/0/d']],
      ['$[*][*]', { x: { '*': 1, y: 2 } }, ['/x/*']],
      ['$[*].firstName[*]', { owners: { firstName: { '*': [], owners: [] } } }, ['/owners/firstName/*', '/owners/firstName/owners']],
      ['$[*]', { '*': 1, b: 2 }, ['/*', '/b']],
    ];
    for (const [path, document, pointers] of cases) {
      expect(library(path, document, 'pointer'), path).toEqual(pointers);
      expect(
        simpleMatches(simplePathSteps(path)!, document).map((m) => m.pointer),
        path,
      ).toEqual(pointers);
    }
  });

  it('finds every owner of an application', () => {
    const application = { owners: [{ firstName: 'Ada' }, {}, { firstName: 'Grace' }] };
    expect(simpleMatches(['owners', '*', 'firstName'], application)).toEqual([
      { pointer: '/owners/0/firstName', value: 'Ada' },
      { pointer: '/owners/2/firstName', value: 'Grace' },
    ]);
  });
});
