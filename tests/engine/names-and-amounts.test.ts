import { describe, expect, it } from 'vitest';
import { validateForm } from '../../src/engine/validation/validate-step';
import { tl } from './fixtures';

describe('names and amounts the applicant types', () => {
  const nameError = async (name: string) => validateForm(await tl(), 'PersonalInfo', { firstName: name }, 'draft').find((e) => e.path === '/firstName');

  it('accepts letters of any script, apostrophes, hyphens and spaces', async () => {
    for (const name of ['José', 'Zoë', 'Nguyễn', '李', "O'Brien", 'O’Brien', 'Mary-Jane', 'Ana Lu']) expect(await nameError(name), name).toBeUndefined();
  });

  it('refuses digits, dots and symbols with the name message', async () => {
    for (const name of ['J.', 'Jo3', 'Jane!', '-Jane']) expect((await nameError(name))?.message, name).toBe('Please enter a valid name.');
  });

  it('an overdraft limit of more than 10 digits says so, not a length in billions', async () => {
    const error = validateForm(await tl(), 'FundingNeeds', { overdraftLimit: 12345678901 }, 'draft').find((e) => e.path === '/overdraftLimit');
    expect(error?.message).toBe('Please enter an overdraft limit of at most 10 digits.');
    expect(validateForm(await tl(), 'FundingNeeds', { overdraftLimit: 9999999999 }, 'draft').find((e) => e.path === '/overdraftLimit')).toBeUndefined();
  });
});
