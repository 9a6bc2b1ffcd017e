/**
 * The review reads a group of fields inside an answer as the answer's own: a co-owner's e-mail,
 * kept in their `_extension` (spec 02 section 3), is one line under the label the form gives it;
 * a value one widget keeps whole (a consent) stays one answer.
 */
import { describe, expect, it } from 'vitest';
import { summariseStep } from '../../src/engine/review/summarise-step';
import { tl, withAdditionalOwners } from './fixtures';

describe('the review of a step', () => {
  it("reads a co-owner's e-mail from their _extension as one line of their answers", async () => {
    const groups = summariseStep(await tl(), 'AdditionalOwners', withAdditionalOwners(2, 40));
    const owners = groups.filter((group) => group.title?.startsWith('Additional owner'));
    expect(owners.map((group) => group.lines.filter((line) => line.label === 'E-mail'))).toEqual([
      [{ label: 'E-mail', value: 'owner0@example.com.au' }],
      [{ label: 'E-mail', value: 'owner1@example.com.au' }],
    ]);
    expect(owners[0].lines.map((line) => line.label)).not.toContain('_extension');
  });

  it('reads a consent as one answer, not its type and time', async () => {
    const labels = summariseStep(await tl(), 'BasicInfo', withAdditionalOwners(0)).flatMap((group) => group.lines.map((line) => line.label));
    expect(labels.length).toBeGreaterThan(0);
    expect(labels).not.toContain('type');
    expect(labels).not.toContain('timestamp');
  });
});
