/**
 * The ownership rules of the additional-owners step at their edges. Reading implemented: the
 * primary owner's share plus every added owner's share must reach 50% (so a primary owner under
 * 50% must add owners until it does) and may not pass 100%; each added owner holds 20% or more.
 */
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import type { RuleRecord } from '../../src/engine/rules/rule-record.types';
import { validateStep } from '../../src/engine/validation/validate-step';
import { completeTlApplication, tl } from './fixtures';

const records = JSON.parse(await readFile('journeys/rules/tl.rules.json', 'utf8')) as RuleRecord[];

const coOwner = (percentOwnership: string, i = 0) => ({
  firstName: 'Owner',
  lastName: `Number${String.fromCharCode(65 + i)}`,
  _extension: { email: `owner${i}@example.com.au` },
  primaryPhone: '0412345678',
  dateOfBirth: '1980-01-01',
  streetNumber: '1',
  streetName: 'Main',
  streetType: 'Street',
  city: 'Sydney',
  state: 'NSW',
  postalCode: '2000',
  residencyStatus: 'AUSTRALIAN_CITIZEN',
  percentOwnership,
  hasResponsibility: false,
});

function application(primary: string, others: string[], hasAdditionalOwners = others.length > 0) {
  return {
    ...completeTlApplication,
    owners: [{ ...completeTlApplication.owners[0], percentOwnership: primary }],
    business: { ...completeTlApplication.business, _extension: { ...completeTlApplication.business._extension, hasAdditionalOwners } },
    ...(others.length > 0 ? { coOwners: others.map((p, i) => coOwner(p, i)) } : {}),
  };
}

async function errors(primary: string, others: string[], hasAdditionalOwners?: boolean) {
  return validateStep(await tl(), 'AdditionalOwners', application(primary, others, hasAdditionalOwners), 'complete', records).map((e) => `${e.path} ${e.key}`);
}

describe('ownership rules', () => {
  it('a primary owner with 50% or more needs no one else; under 50% must add owners', async () => {
    expect(await errors('51', [], false)).toEqual([]);
    expect(await errors('50', [], false)).toEqual([]);
    expect(await errors('49', [], false)).toEqual(['/business/_extension/hasAdditionalOwners totalOwnershipMin']);
  });

  it('owners are added until the total reaches 50%', async () => {
    expect(await errors('29', ['20'])).toEqual(['/business/_extension/hasAdditionalOwners totalOwnershipMin']);
    expect(await errors('30', ['20'])).toEqual([]);
    expect(await errors('31', ['20'])).toEqual([]);
  });

  it('the total may reach 100% but not pass it, reported on each added share', async () => {
    expect(await errors('60', ['39'])).toEqual([]);
    expect(await errors('60', ['40'])).toEqual([]);
    expect(await errors('60', ['41'])).toEqual(['/coOwners/0/percentOwnership totalOwnershipMax']);
    expect(await errors('40', ['30', '31'])).toEqual(['/coOwners/0/percentOwnership totalOwnershipMax', '/coOwners/1/percentOwnership totalOwnershipMax']);
  });

  it('an added owner holds at least 20%', async () => {
    expect(await errors('60', ['19'])).toEqual(['/coOwners/0/percentOwnership addedOwnerMin']);
    expect(await errors('60', ['20'])).toEqual([]);
  });

  it('percent is a whole number from 1 to 100', async () => {
    expect(await errors('60', ['0'])).toContain('/coOwners/0/percentOwnership notPercent');
    expect(await errors('60', ['101'])).toContain('/coOwners/0/percentOwnership notPercent');
    expect(await errors('0', [], false)).toEqual(expect.arrayContaining(['/business/_extension/hasAdditionalOwners totalOwnershipMin']));
  });

  it('at most 9 owners in all: 8 added owners, not 9', async () => {
    expect(
      await errors(
        '20',
        Array(8)
          .fill('10')
          .map(() => '10'),
      ),
    ).not.toContain('/coOwners tooManyOwners');
    const nine = await errors('10', Array(9).fill('10'));
    expect(nine).toContain('/coOwners tooManyOwners');
  });

  it('the texts are the spec’s', async () => {
    const cj = await tl();
    const [error] = validateStep(cj, 'AdditionalOwners', application('60', ['41']), 'complete', records);
    expect(error.message).toBe('Total ownership for the business cannot exceed 100%. Please review your responses.');
  });
});
