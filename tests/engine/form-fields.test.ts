/**
 * How the error summary and the list of answers still missing name and order a step's fields:
 * by their titles, an owner's fields after the owner ('Additional owner 2, First name'), in the
 * order the form shows them.
 */
import { describe, expect, it } from 'vitest';
import { fieldLabel, inFormOrder } from '../../src/engine/binding/form-fields';
import { controlId } from '../../src/engine/binding/control-id';
import { tl } from './fixtures';

describe('a field of a step', () => {
  it('is named by its title; an item of a list by its item title and the field', async () => {
    const cj = await tl();
    const owners = cj.step('AdditionalOwners').form!;
    expect(fieldLabel(cj.step('FundingNeeds').form!, '/desiredLoanAmount')).toBe('How much would you like to borrow?');
    expect(fieldLabel(owners, '/coOwners')).toBe('Additional owners');
    expect(fieldLabel(owners, '/coOwners/1/firstName')).toBe('Additional owner 2, First name');
    expect(fieldLabel(owners, '/coOwners/0')).toBe('Additional owner 1');
    expect(fieldLabel(owners, '/ownershipSummary')).toBe('Ownership summary');
  });

  it('a list without item titles numbers its items; a property without a title is named by itself', () => {
    const form = {
      schema: {
        type: 'object',
        properties: { people: { type: 'array', title: 'People', items: { type: 'object', properties: { nick: { type: 'string' } } } } },
      },
    };
    expect(fieldLabel(form, '/people/2/nick')).toBe('People, 3, nick');
  });

  it("errors are put in the order of the form (ui:order, then items by index), one field's errors kept in theirs", async () => {
    const cj = await tl();
    const basic = cj.step('BasicInfo').form!;
    const shuffled = ['/tradingConsent', '/email', '/firstName', '/isBroker'].map((path) => ({ path }));
    expect(inFormOrder(basic, shuffled).map((e) => e.path)).toEqual(['/firstName', '/email', '/isBroker', '/tradingConsent']);
    const owners = cj.step('AdditionalOwners').form!;
    const errors = [
      { path: '/ownershipSummary' },
      { path: '/coOwners/1/_extension/email' },
      { path: '/coOwners/0/percentOwnership', n: 1 },
      { path: '/coOwners/0/firstName' },
      { path: '/coOwners/0/percentOwnership', n: 2 },
      { path: '/hasAdditionalOwners' },
    ];
    expect(inFormOrder(owners, errors)).toEqual([errors[5], errors[3], errors[2], errors[4], errors[1], errors[0]]);
  });

  it('has the control id the form renderer gives it, which the session compares with the control left', () => {
    expect(controlId('/coOwners/0/firstName')).toBe('root_coOwners_0_firstName');
    expect(controlId('/firstName')).toBe('root_firstName');
  });
});
