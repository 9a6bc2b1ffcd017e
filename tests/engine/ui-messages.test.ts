/** uiSchema texts kept in the catalogue: `{ message, params }` in ui:options, at any depth, a journey limit as the number. */
import { describe, expect, it } from 'vitest';
import { uiSchemaWithMessages } from '../../src/engine/binding/ui-messages';
import { tl } from './fixtures';

describe('a uiSchema with catalogue texts', () => {
  it('has each `{ message, params }` option replaced by its text, other options kept', () => {
    const ui = { 'ui:order': ['a'], list: { items: { x: {} }, 'ui:options': { addLabel: 'Add', note: { message: 'most', params: [9] } } } };
    expect(uiSchemaWithMessages(ui, { most: 'Up to {0} owners.' })).toEqual({
      'ui:order': ['a'],
      list: { items: { x: {} }, 'ui:options': { addLabel: 'Add', note: 'Up to 9 owners.' } },
    });
  });

  it("gives the owners' limit note the journey's number of owners, not one written in the text", async () => {
    const cj = await tl();
    const ui = uiSchemaWithMessages(cj.step('AdditionalOwners').form!.uiSchema!, cj.catalogue) as { coOwners: { 'ui:options': Record<string, unknown> } };
    expect(cj.catalogue.ownersLimitReached).toContain('{0}');
    expect(ui.coOwners['ui:options'].limitNote).toBe(
      `You've added as many owners as an application can have: up to ${cj.journey.limits.maxOwners} owners, including you.`,
    );
    expect(ui.coOwners['ui:options'].addFirstLabel).toBe('Add an owner');
  });
});
