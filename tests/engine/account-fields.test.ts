import { describe, expect, it } from 'vitest';
import { accountBoundProperties, withAccountFields, withAccountFieldsReadOnly } from '../../src/engine/binding/account-fields';
import { checkApplicationChange } from '../../src/engine/lifecycle/check-change';
import { completeTlApplication, tl } from './fixtures';

const owner = completeTlApplication.owners[0];

describe('fields the account decides', () => {
  it("are found in every step that binds the journey's account e-mail", async () => {
    const cj = await tl();
    const steps = cj.journey.steps.filter((s) => s.form && accountBoundProperties(cj.journey, s).length > 0).map((s) => s.id);
    expect(steps).toEqual(expect.arrayContaining(['BasicInfo', 'PersonalInfo']));
    expect(accountBoundProperties(cj.journey, cj.step('BusinessInfo'))).toEqual([]);
  });

  it("are read-only in the uiSchema, keeping the field's own options", async () => {
    const cj = await tl();
    const step = cj.step('PersonalInfo');
    const ui = withAccountFieldsReadOnly(
      cj.journey,
      step,
      { email: { 'ui:widget': 'email' }, firstName: { 'ui:widget': 'text' } },
      'The e-mail you sign in with.',
    );
    expect(ui.email).toEqual({ 'ui:widget': 'email', 'ui:readonly': true, 'ui:help': 'The e-mail you sign in with.' });
    expect(ui.firstName).toEqual({ 'ui:widget': 'text' });
  });

  it('are written from the account into a document', async () => {
    const cj = await tl();
    const doc = withAccountFields(cj.journey, { owners: [{ ...owner, email: 'typed@example.com' }] }, { email: 'account@example.com' });
    expect(doc.owners[0]).toEqual({ ...owner, email: 'account@example.com' });
  });

  it('a change that makes the e-mail differ from the account is refused at the field; the same e-mail in other case is not', async () => {
    const cj = await tl();
    const before = { owners: [{ ...owner, email: 'jane@example.com.au' }] };
    const change = (email: string) =>
      checkApplicationChange(cj, {
        status: 'IN_PROGRESS',
        fromStage: 'PersonalInfo',
        toStage: 'PersonalInfo',
        before,
        after: { owners: [{ ...owner, email }] },
        accountEmail: 'jane@example.com.au',
      });
    expect(change('other@example.com.au')).toMatchObject({ ok: false, errors: [{ path: '/owners/0/email', key: 'accountEmailFixed' }] });
    expect(change('Jane@Example.com.au')).toEqual({ ok: true, stage: 'PersonalInfo' });
  });
});
