/**
 * The `allOf` merge the web app's build gives RJSF's utilities (src/widgets/rjsf-defaults/schema-merge.ts):
 * fetched with a step's code when its schema may need it, then merging as RJSF's own does, and
 * failing by name when asked before its code arrived.
 */
import rjsfMerge from '@rjsf/utils/lib/schema/shallowAllOfMerge.js';
import type { JSONSchema7 } from 'json-schema';
import { describe, expect, it, vi } from 'vitest';
import { mergesSchemas, preloadWidgetsOf } from '../../src/widgets/lazy-widgets';

const plain = { type: 'object', properties: { name: { type: 'string' } } };
const merged: { type: 'object'; properties: { name: JSONSchema7 } } = {
  type: 'object',
  properties: { name: { allOf: [{ type: 'string', maxLength: 40 }, { minLength: 2 }] } },
};

describe("a form's merge of subschemas", () => {
  it('is asked for by allOf, patternProperties or $ref anywhere in the schema', () => {
    expect(mergesSchemas(plain)).toBe(false);
    expect(mergesSchemas(merged)).toBe(true);
    expect(mergesSchemas({ type: 'object', patternProperties: { '^x': { type: 'string' } } })).toBe(true);
    expect(mergesSchemas({ type: 'object', then: { properties: { a: { $ref: '#/$defs/a', title: 'A' } } } })).toBe(true);
    expect(mergesSchemas({ type: 'object', properties: { list: { type: 'array', items: [{ allOf: [] }] } } })).toBe(true);
  });

  it("fails by name before its code arrives, is fetched with a step's code only when its schema asks, then merges as RJSF's own", async () => {
    vi.resetModules();
    const { default: merge } = await import('../../src/widgets/rjsf-defaults/schema-merge');
    const { preloadWidgetsOf: preload } = await import('../../src/widgets/lazy-widgets');
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const node = merged.properties.name;
    expect(() => merge(node)).toThrow(/merged a schema's allOf before the merge's code arrived/);
    expect(logged).toHaveBeenCalledOnce();
    await preload({}, plain);
    expect(() => merge(node)).toThrow(/before the merge's code arrived/);
    await preload({}, merged);
    expect(merge(node)).toEqual(rjsfMerge(node));
    expect(merge(node)).toEqual({ type: 'string', maxLength: 40, minLength: 2 });
    logged.mockRestore();
  });

  it('settles at once for a form that needs no merge', async () => {
    await expect(preloadWidgetsOf({}, plain)).resolves.toBeUndefined();
  });
});
