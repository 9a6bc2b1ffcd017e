/**
 * A consent text that tells the applicant what the credit policy lends agrees with the policy
 * (design decision 61): journey validate refuses a dollar figure, written or named, that no rule
 * of the decision policy grants, and a figure that is not a limit of the journey; the release's
 * text is filled from the limits the policy grants by.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isError } from '../../src/server/journeys/diagnostics';
import { assembleFolder, readJourneyFolder } from '../../src/server/journeys/read-journeys';
import { checkPolicyDisclosures } from '../../src/server/journeys/validate/check-policy-disclosures';
import { locate } from '../../src/server/journeys/validate/locate';
import { validateJourneys } from '../../src/server/journeys/validate/validate-journeys';
import { copyOfJourneys } from '../support/copy-of-journeys';

const meta = JSON.parse(await readFile('schemas/journey.schema.json', 'utf8'));
const CODES = ['JOURNEY_ERR_POLICY_DISCLOSURE', 'JOURNEY_WARN_POLICY_FIGURE_WRITTEN'];
const RELEASE_TEXT =
  'caps my line of credit eligibility at {#/limits/manualStatementsMaxAmount:money}. Connecting my account keeps me eligible for up to {#/limits/loanAmount/max:money}.';

/** journey validate's disclosure findings for tl with its text edited, each with its line. */
async function findingsWith(edit: (text: string) => string) {
  const dir = await copyOfJourneys();
  const file = path.join(dir, 'tl.journey.json');
  const before = await readFile(file, 'utf8');
  const text = edit(before);
  if (text === before) throw new Error('the edit changed nothing: the journey no longer has what it replaces');
  await writeFile(file, text);
  const found = validateJourneys(await readJourneyFolder(dir, 'schemas'), meta).filter((d) => CODES.includes(d.code));
  const lineOf = (needle: string) => text.split('\n').findIndex((l) => l.includes(needle)) + 1;
  return Object.assign(
    found.map((d) => ({ ...d, line: locate(text, d.pointer).line, error: isError(d) })),
    { lineOf },
  );
}

const withText = (replacement: string) => (text: string) => text.replace(RELEASE_TEXT, replacement);

describe('consent texts agree with the credit policy', () => {
  it("fills the release's text from the limits the policy grants by, in both products, and finds nothing to refuse", async () => {
    const folder = await readJourneyFolder('journeys', 'schemas');
    expect(validateJourneys(folder, meta).filter((d) => CODES.includes(d.code))).toEqual([]);
    const tl = assembleFolder(folder).find((j) => j.product === 'tl')!;
    const step = tl.steps.find((s) => s.id === 'StatementCollect')!;
    expect(step.screenProps?.manualConsentText).toBe(
      'I understand that uploading my statements manually caps my line of credit eligibility at $50,000. Connecting my account keeps me eligible for up to $300,000.',
    );
    const policy = tl.decision!.rules;
    expect(policy.find((r) => r.id === 'conditional-manual-statements')?.maxAmount).toBe(tl.limits.manualStatementsMaxAmount);
    expect(Math.max(...policy.map((r) => r.maxAmount ?? 0))).toBe(tl.limits.loanAmount.max);
  });

  it('refuses a written figure the policy does not grant, at the line of the text', async () => {
    const found = await findingsWith(withText('caps my line of credit eligibility at $50,000. Connecting my account keeps me eligible for up to $100,000.'));
    const refused = found.filter((d) => d.error);
    expect(refused.map((d) => d.message)).toEqual([
      'manualConsentText states $100,000, but the decision policy grants no such amount (its rules grant $50,000 or $300,000)',
    ]);
    expect(refused[0]).toMatchObject({ pointer: '/steps/5/screenProps/manualConsentText', line: found.lineOf('"manualConsentText"') });
    // The figure that agrees is written, not named: warned, since it would not follow the next change.
    expect(found.filter((d) => !d.error).map((d) => d.message)).toEqual([
      'manualConsentText writes $50,000 where the limit the policy grants it by belongs ({#/limits/...:money}): it would not follow a change',
    ]);
  });

  it('refuses a named figure that is not a limit, or a limit the policy grants nothing by', async () => {
    const found = await findingsWith(withText('caps it at {#/offers/expiryDays}. Connecting keeps me eligible for up to {#/limits/loanAmount/min:money}.'));
    expect(found.map((d) => d.message)).toEqual([
      'manualConsentText names {#/offers/expiryDays}, which is not a limit of the journey: a figure the policy lends by is one of its limits',
      'manualConsentText names {#/limits/loanAmount/min:money} ($10,000), but the decision policy grants no such amount (its rules grant $50,000 or $300,000)',
    ]);
  });

  it('refuses a policy changed without its limit: the text would still promise the old amount', async () => {
    const found = await findingsWith((text) => text.replace('"maxAmount": 50000,', '"maxAmount": 40000,'));
    expect(found.map((d) => d.message)).toEqual([
      'manualConsentText names {#/limits/manualStatementsMaxAmount:money} ($50,000), but the decision policy grants no such amount (its rules grant $40,000 or $300,000)',
    ]);
  });

  it('reads every `...ConsentText` of a screen, and a journey without a policy grants nothing', () => {
    const step = { id: 'S', route: 's', stage: 'S', status: 'IN_PROGRESS', screen: 'x', screenProps: { shareConsentText: 'Up to $20,000.', other: '$1' } };
    const placed = [{ step, file: 'renewal.journey.json', pointer: '/steps/0' }] as unknown as Parameters<typeof checkPolicyDisclosures>[1];
    expect(checkPolicyDisclosures({ limits: {} }, placed).map((d) => d.message)).toEqual([
      'shareConsentText states $20,000, but the decision policy grants no such amount (the journey has no decision policy granting an amount)',
    ]);
  });
});
