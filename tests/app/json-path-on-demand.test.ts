import { describe, expect, it } from 'vitest';
import { JSONPath, loadJsonPathFor } from '../../src/app/lazy/json-path-on-demand';

const application = {
  owners: [
    { firstName: 'Ada', percentOwnership: 60 },
    { firstName: 'Grace', percentOwnership: 40 },
  ],
};
const evaluate = (path: string, resultType: 'pointer' | 'value' = 'value') => JSONPath({ path, json: application, resultType, wrap: true, eval: 'safe' });

describe("the web app's jsonpath-plus", () => {
  it('evaluates the paths rule records name nearly always without the library', async () => {
    await loadJsonPathFor(['$.owners[*].firstName', '$.owners[0].percentOwnership']);
    expect(evaluate('$.owners[*].firstName')).toEqual(['Ada', 'Grace']);
    expect(evaluate('$.owners[*].firstName', 'pointer')).toEqual(['/owners/0/firstName', '/owners/1/firstName']);
    // Not fetched by those records: a path of more syntax is refused, naming what fetches the library.
    expect(() => evaluate('$.owners[?(@.percentOwnership>50)].firstName')).toThrow(/needs the JSONPath library.*loadJsonPathFor/);
    // Asked for another kind of answer than the engine asks for, a simple path goes to the library too.
    expect(() => JSONPath({ path: '$.owners[*].firstName', json: application, resultType: 'path', wrap: true })).toThrow(/needs the JSONPath library/);
  });

  it('fetches the library for records that name a path of more syntax, and evaluates it then', async () => {
    await loadJsonPathFor(['$.owners[*].firstName', '$..percentOwnership']);
    expect(evaluate('$.owners[?(@.percentOwnership>50)].firstName')).toEqual(['Ada']);
    expect(evaluate('$..percentOwnership', 'pointer')).toEqual(['/owners/0/percentOwnership', '/owners/1/percentOwnership']);
    expect(JSONPath({ path: '$.owners[*].firstName', json: application, resultType: 'path', wrap: true })).toEqual([
      "$['owners'][0]['firstName']",
      "$['owners'][1]['firstName']",
    ]);
  });
});
