/**
 * journey validate's findings about what a journey names outside its steps: a fragment included
 * twice, the account's e-mail and a renewal's carried answers pointing nowhere, and a message
 * written twice in the catalogue. Each mistake made once in a copy of the release journeys, found
 * once, at its own line.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readJourneyFolder } from '../../src/server/journeys/read-journeys';
import { locate } from '../../src/server/journeys/validate/locate';
import { validateJourneys } from '../../src/server/journeys/validate/validate-journeys';
import { copyOfJourneys } from '../support/copy-of-journeys';

const meta = JSON.parse(await readFile('schemas/journey.schema.json', 'utf8'));

async function findingsWith(name: string, from: string, to: string) {
  const dir = await copyOfJourneys();
  const file = path.join(dir, name);
  const original = await readFile(file, 'utf8');
  if (!original.includes(from)) throw new Error(`${name} no longer has ${from}`);
  const text = original.replace(from, to);
  await writeFile(file, text);
  const findings = validateJourneys(await readJourneyFolder(dir, 'schemas'), meta);
  const lineText = (pointer: string) => text.split('\n')[locate(text, pointer).line - 1];
  return { findings, lineText, inFile: findings.filter((d) => path.basename(d.file) === path.basename(name)) };
}

describe('journey validate: what a journey names outside its steps', () => {
  it('the release journeys have none of these findings', async () => {
    const findings = validateJourneys(await readJourneyFolder('journeys', 'schemas'), meta);
    expect(findings.filter((d) => ['JOURNEY_ERR_DUPLICATE_INCLUDE', 'JOURNEY_ERR_UNBOUND_ANSWER', 'JOURNEY_ERR_DUPLICATE_KEY'].includes(d.code))).toEqual([]);
  });

  it('a fragment included twice is one finding at the second include, not one per step inside it', async () => {
    const { findings, lineText } = await findingsWith(
      'tl.journey.json',
      '"fragments/status-pages.fragment.json"\n  ],',
      '"fragments/status-pages.fragment.json",\n    "fragments/status-pages.fragment.json"\n  ],',
    );
    expect(findings.map((d) => d.code)).toEqual(['JOURNEY_ERR_DUPLICATE_INCLUDE']);
    expect(findings[0].pointer).toBe('/includes/3');
    expect(lineText(findings[0].pointer)).toContain('status-pages.fragment.json');
  });

  it('refuses an account e-mail that no form stores', async () => {
    const { inFile, lineText } = await findingsWith('tl.journey.json', '"email": "/owners/0/email"', '"email": "/owners/0/emailAddress"');
    const found = inFile.filter((d) => d.code === 'JOURNEY_ERR_UNBOUND_ANSWER');
    expect(found).toHaveLength(1);
    expect(found[0].message).toContain('/owners/0/emailAddress');
    expect(lineText(found[0].pointer)).toContain('"email"');
  });

  it('refuses a carried-over answer that nothing stores or describes', async () => {
    const { inFile, lineText } = await findingsWith('renewal-tl.journey.json', '"carryOver": [\n      "/owners",', '"carryOver": [\n      "/ownerz",');
    const found = inFile.filter((d) => d.code === 'JOURNEY_ERR_UNBOUND_ANSWER');
    expect(found).toHaveLength(1);
    expect(found[0].pointer).toBe('/renewal/carryOver/0');
    expect(lineText(found[0].pointer)).toContain('"/ownerz"');
  });

  it('refuses a message written twice in the catalogue, at its key', async () => {
    const { inFile, lineText } = await findingsWith('messages.en-AU.json', '{\n', '{\n  "overdraftLimitTooLong": "An earlier text",\n');
    const found = inFile.filter((d) => d.code === 'JOURNEY_ERR_DUPLICATE_KEY');
    expect(found).toHaveLength(1);
    expect(found[0].message).toContain('the later one wins');
    expect(lineText(found[0].pointer)).toContain('"overdraftLimitTooLong"');
  });
});
