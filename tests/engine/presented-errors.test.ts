/**
 * The ownership total's errors sit on every added share (or on the question whether there are
 * other owners); the ownership summary presents them: once under the table, and once in the error
 * summary, linked to the table, in place of one line per share.
 */
import { describe, expect, it } from 'vitest';
import { presentErrors } from '../../src/engine/binding/presented-errors';
import type { FieldError } from '../../src/engine/validation/field-error';
import { tl } from './fixtures';

const error = (path: string, key: string): FieldError => ({ path, key, message: `${key} text`, source: key });

describe('errors a field presents', () => {
  it('are summarised once at the presenting field, and shown under it as well as where they sit', async () => {
    const form = (await tl()).step('AdditionalOwners').form!;
    const over = [
      error('/coOwners/0/percentOwnership', 'totalOwnershipMax'),
      error('/coOwners/0/firstName', 'blank'),
      error('/coOwners/1/percentOwnership', 'totalOwnershipMax'),
    ];
    const { inline, summary } = presentErrors(form, over);
    expect(summary.map((e) => `${e.path} ${e.key}`)).toEqual(['/ownershipSummary totalOwnershipMax', '/coOwners/0/firstName blank']);
    expect(inline.map((e) => `${e.path} ${e.key}`)).toEqual([...over.map((e) => `${e.path} ${e.key}`), '/ownershipSummary totalOwnershipMax']);
    const under = presentErrors(form, [error('/hasAdditionalOwners', 'totalOwnershipMin')]);
    expect(under.summary).toMatchObject([{ path: '/ownershipSummary', message: 'totalOwnershipMin text' }]);
  });

  it('leave the errors of a step with no presenting field as they are', async () => {
    const form = (await tl()).step('FundingNeeds').form!;
    const errors = [error('/desiredLoanAmount', 'loanAmountMin')];
    expect(presentErrors(form, errors)).toEqual({ inline: errors, summary: errors });
  });
});
