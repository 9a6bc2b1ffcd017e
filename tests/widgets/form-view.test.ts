/** The fields' view of a step session: hidden pointers as RJSF ids, one view object per snapshot. */
import { describe, expect, it } from 'vitest';
import { createFormView } from '../../src/widgets/form-view';
import { StepSession } from '../../src/engine/step-session/step-session';
import { tl, withAdditionalOwners } from '../engine/fixtures';

describe('createFormView over a step session', () => {
  it('names hidden fields by their RJSF ids and keeps the view while the session publishes nothing new', async () => {
    const cj = await tl();
    const tasks: (() => void)[] = [];
    const session = new StepSession({ cj, step: cj.step('AdditionalOwners'), document: withAdditionalOwners(2, 20), schedule: (t) => void tasks.push(t) });
    const context = createFormView(session, { searchBusinessRegister: async () => ({ results: [] }) as never });
    const view = context.view.getSnapshot();
    expect(context.view.getSnapshot()).toBe(view);
    expect(view.formData).toBe(session.getSnapshot().formData);
    const hidden = session.getSnapshot().hidden;
    expect(hidden.length).toBeGreaterThan(0);
    expect([...view.hiddenIds]).toEqual(hidden.map((p) => 'root' + p.replaceAll('/', '_')));
    expect(context.services.searchBusinessRegister).toBeDefined();

    let told = 0;
    context.view.subscribe(() => told++);
    session.change({ ...view.formData, hasAdditionalOwners: true });
    tasks.splice(0).forEach((t) => t());
    expect(told).toBe(1);
    const next = context.view.getSnapshot();
    expect(next).not.toBe(view);
    expect(next.hiddenIds).toBe(view.hiddenIds); // the same fields hidden: the same set
  });
});
