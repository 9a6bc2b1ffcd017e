import { describe, expect, it } from 'vitest';
import { validateForm, validateStep } from '../../src/engine/validation/validate-step';
import { messageText } from '../../src/engine/validation/messages';
import { completeTlApplication, tl } from './fixtures';

const keysOf = (errors: { path: string; key: string }[]) => Object.fromEntries(errors.map((e) => [e.path, e.key]));

describe('validation pipeline', () => {
  it('a complete application passes every step', async () => {
    const cj = await tl();
    for (const step of cj.journey.steps.filter((s) => s.form)) {
      expect(validateStep(cj, step.id, completeTlApplication, 'complete'), step.id).toEqual([]);
    }
  });

  it('trims strings first, so spaces alone are blank', async () => {
    const errors = validateForm(await tl(), 'BasicInfo', { firstName: '   ', lastName: ' Citizen ' }, 'complete');
    expect(keysOf(errors)['/firstName']).toBe('blank');
    expect(keysOf(errors)['/lastName']).toBeUndefined();
  });

  it('blank comes before any other error, and gives the generic text', async () => {
    const [error] = validateForm(await tl(), 'PersonalInfo', { dateOfBirth: '' }, 'complete').filter((e) => e.path === '/dateOfBirth');
    expect(error).toMatchObject({ key: 'blank', message: 'This information is required, please provide.' });
  });

  it('date of birth: blank, then date, then min_age_18', async () => {
    const cj = await tl();
    const dob = (value: unknown) => validateForm(cj, 'PersonalInfo', { dateOfBirth: value }, 'complete').find((e) => e.path === '/dateOfBirth');
    expect(dob(undefined)?.key).toBe('blank');
    expect(dob('12/0')?.message).toBe('Please enter a valid Date of Birth.');
    expect(dob('2030-02-30')?.key).toBe('dateOfBirthInvalid');
    expect(dob('2015-01-01')?.message).toBe('You must be at least 18 years old to submit an application.');
    expect(dob('1980-05-17')).toBeUndefined();
  });

  it('loan amount has its own texts from the journey limits', async () => {
    const cj = await tl();
    const amount = (value: unknown) =>
      validateForm(cj, 'FundingNeeds', { desiredLoanAmount: value }, 'draft').find((e) => e.path === '/desiredLoanAmount')?.message;
    expect(amount(9000)).toBe('Please enter a value greater than $10,000.');
    expect(amount(301000)).toBe('Please enter a value less than $300,000.');
    expect(amount(10500)).toBe('Please enter a valid loan amount.');
    expect(amount(10000)).toBeUndefined();
    expect(amount(300000)).toBeUndefined();
  });

  it('draft mode allows missing answers but not wrong ones', async () => {
    const cj = await tl();
    expect(validateForm(cj, 'BasicInfo', { email: 'jane@example.com' }, 'draft')).toEqual([]);
    expect(keysOf(validateForm(cj, 'BasicInfo', { email: 'jane@' }, 'draft'))).toEqual({ '/email': 'emailInvalid' });
  });

  it('lengths report the allowed range', async () => {
    const errors = validateForm(await tl(), 'BasicInfo', { firstName: 'A'.repeat(21) }, 'draft');
    expect(errors[0]).toMatchObject({ key: 'lengthIncorrect', message: 'Incorrect length. It must be between 1 and 20 characters.' });
  });

  it('hidden fields are neither required nor validated', async () => {
    const cj = await tl();
    const company = keysOf(validateForm(cj, 'BusinessInfo', { legalEntityType: 'COMPANY' }, 'complete'));
    expect(company['/acn']).toBe('blank');
    expect(company['/trustName']).toBeUndefined();
    const soleTrader = keysOf(validateForm(cj, 'BusinessInfo', { legalEntityType: 'SOLE_TRADER', acn: '123' }, 'complete'));
    expect(soleTrader['/acn']).toBeUndefined();
    const trust = keysOf(validateForm(cj, 'BusinessInfo', { legalEntityType: 'TRUST', trusteeType: 'COMPANY' }, 'complete'));
    expect(trust).toMatchObject({ '/trustName': 'blank', '/trustAbn': 'blank', '/trusteeAcn': 'blank' });
    expect(keysOf(validateForm(cj, 'BusinessInfo', { legalEntityType: 'TRUST', trusteeType: 'PARTNERSHIP' }, 'complete'))['/trusteeAcn']).toBeUndefined();
  });

  it('ABN and ACN are checked by their check digits', async () => {
    const cj = await tl();
    const errors = keysOf(validateForm(cj, 'BusinessInfo', { legalEntityType: 'COMPANY', abn: '51824753557', acn: '004085617' }, 'draft'));
    expect(errors).toEqual({ '/abn': 'abnInvalid', '/acn': 'acnInvalid' });
  });

  it('the established month exists only for a business established in the last two years', async () => {
    const cj = await tl();
    const thisYear = new Date().getFullYear();
    const recent = keysOf(validateForm(cj, 'MoreBusinessInfo', { establishedDate: `${thisYear - 1}-01-01` }, 'complete'));
    expect(recent['/establishedMonth']).toBe('blankBoolean');
    const older = keysOf(validateForm(cj, 'MoreBusinessInfo', { establishedDate: `${thisYear - 3}-01-01` }, 'complete'));
    expect(older['/establishedMonth']).toBeUndefined();
    const future = keysOf(validateForm(cj, 'MoreBusinessInfo', { establishedDate: `${thisYear + 1}-01-01` }, 'draft'));
    expect(future['/establishedDate']).toBe('yearInFuture');
  });

  it('a year before the earliest and a year to come each say what is wrong, the earliest named from the schema', async () => {
    const cj = await tl();
    const [early] = validateForm(cj, 'MoreBusinessInfo', { establishedDate: '1899-01-01' }, 'draft').filter((e) => e.path === '/establishedDate');
    expect(early).toMatchObject({ key: 'yearTooEarly', message: 'Please enter a year from 1900.' });
    const next = `${new Date().getFullYear() + 1}-01-01`;
    const [future] = validateForm(cj, 'MoreBusinessInfo', { establishedDate: next }, 'draft').filter((e) => e.path === '/establishedDate');
    expect(future).toMatchObject({ key: 'yearInFuture', message: 'Please enter a year that is not in the future.' });
    expect(keysOf(validateForm(cj, 'MoreBusinessInfo', { establishedDate: '1900-01-01' }, 'draft'))['/establishedDate']).toBeUndefined();
    expect(keysOf(validateForm(cj, 'MoreBusinessInfo', { establishedDate: '19' }, 'draft'))['/establishedDate']).toBe('yearInvalid');
  });

  it('application pointers come from the step bindings', async () => {
    const errors = validateStep(await tl(), 'BasicInfo', { owners: [{ email: 'x' }] }, 'draft');
    expect(errors.map((e) => e.path)).toEqual(['/owners/0/email']);
  });

  it('a key without text falls back to the generic blank message', () => {
    expect(messageText({ blank: 'Required.' }, 'noSuchKey')).toBe('Required.');
    expect(messageText({ lengthIncorrect: 'Between {0} and {1}.' }, 'lengthIncorrect', [1, 20])).toBe('Between 1 and 20.');
  });
});
