/**
 * The `journey` command beyond validate's checks: the closing summary and the JSON and GitHub
 * formats, graph as Mermaid for one product and as a picture (SVG, HTML), explain, and new
 * (a scaffolded product that validates and that the server loads as it is).
 */
import { execFile } from 'node:child_process';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { XMLValidator } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createJourneyRules, loadCompiledJourneys } from '../../src/server/journeys/journey-rules';
import { assembleFolder, readJourneyFolder } from '../../src/server/journeys/read-journeys';
import { explainStep, findStep } from '../../tools/journey/explain';
import { picturesHtml, pictureSvg } from '../../tools/journey/graph-svg';
import { scaffoldProduct } from '../../tools/journey/new-product';
import { describeCondition, journeyPicture } from '../../tools/journey/picture';
import { formatReport, summaryLine } from '../../src/server/journeys/validate/report';

const run = promisify(execFile);
async function journey(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await run('npx', ['tsx', 'tools/journey.ts', ...args], { encoding: 'utf8' });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string };
    return { code: e.code, stdout: e.stdout, stderr: e.stderr };
  }
}

let work: string;
beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'journey-cli-'));
  await cp('journeys', path.join(work, 'journeys'), { recursive: true });
  await cp('schemas', path.join(work, 'schemas'), { recursive: true });
});
afterAll(() => rm(work, { recursive: true, force: true }));

describe('journey validate reports', () => {
  it('close with N journeys, N errors, N warnings, and as JSON for editors', async () => {
    const text = await journey('validate', 'journeys');
    expect(text.code).toBe(0);
    expect(text.stdout).toMatch(/^3 journeys, 0 errors, 0 warnings \(renewal-tl, tl, us-tl\)$/m);
    const json = await journey('validate', 'journeys', '--format', 'json');
    expect(JSON.parse(json.stdout)).toMatchObject({ journeys: ['renewal-tl', 'tl', 'us-tl'], errors: 0, warnings: 0, diagnostics: [] });
    expect((await journey('validate', '--format', 'yaml')).code).toBe(2);
  }, 60_000);

  it('as GitHub annotations, escaped, and as text at file:line:column', () => {
    const finding = { file: '/x/journeys/tl.journey.json', pointer: '/steps/0', code: 'JOURNEY_ERR_SCHEMA', message: 'bad: 100%\nnext', line: 12, column: 5 };
    const warning = { ...finding, severity: 'warning' as const, message: 'meh' };
    expect(formatReport('github', ['tl'], [finding, warning], '/x').split('\n')).toEqual([
      '::error file=journeys/tl.journey.json,line=12,col=5,title=JOURNEY_ERR_SCHEMA::bad: 100%25%0Anext',
      '::warning file=journeys/tl.journey.json,line=12,col=5,title=JOURNEY_ERR_SCHEMA::meh',
      '1 journey, 1 error, 1 warning',
    ]);
    expect(formatReport('text', ['tl'], [finding], '/x')).toContain('journeys/tl.journey.json:12:5 error JOURNEY_ERR_SCHEMA: bad: 100%');
    expect(summaryLine(3, [])).toBe('3 journeys, 0 errors, 0 warnings');
  });
});

describe('journey graph', () => {
  it('prints one product as Mermaid text, and refuses one that does not exist', async () => {
    const one = await journey('graph', 'renewal-tl');
    expect(one.stdout).toContain('%% renewal-tl: Business term loan renewal: steps');
    expect(one.stdout).not.toContain('%% tl:');
    expect((await journey('graph', 'nothing')).code).toBe(2);
  }, 60_000);

  it('draws each picture as well-formed SVG with every step, and a page with them all', async () => {
    const [tl] = assembleFolder(await readJourneyFolder('journeys', 'schemas')).filter((j) => j.product === 'tl');
    const [steps, lifecycle] = journeyPicture(tl);
    const svg = pictureSvg(steps);
    expect(XMLValidator.validate(svg)).toBe(true);
    for (const step of tl.steps) expect(svg).toContain(`>${step.id}</text>`);
    expect(svg.match(/class="edge[^"]*"/g)?.length).toBe(steps.edges.length);
    expect(XMLValidator.validate(pictureSvg(lifecycle))).toBe(true);
    const html = picturesHtml('Journeys: tl', [steps, lifecycle]);
    expect(html.match(/<svg /g)).toHaveLength(2);
    expect(html).toContain('BasicInfo --&gt; FundingNeeds');

    const written = await journey('graph', 'tl', '--html', path.join(work, 'tl.html'));
    expect(written.code).toBe(0);
    expect(await readFile(path.join(work, 'tl.html'), 'utf8')).toContain('<h2>tl: lifecycle');
  }, 60_000);

  it('words a condition as a person reads it', () => {
    expect(describeCondition({ required: ['legalEntityType'], properties: { legalEntityType: { const: 'TRUST' } } })).toBe(
      'has /legalEntityType and /legalEntityType = "TRUST"',
    );
    expect(describeCondition({ properties: { owners: { items: { required: ['streetName'] } } } })).toBe('each of /owners: has /streetName');
    expect(describeCondition({ anyOf: [{ const: 1 }] })).toBe('{"anyOf":[{"const":1}]}');
  });
});

describe('journey explain', () => {
  it('tells a step by id, stage or route: where it lives, its fields, the rule records and where it goes', async () => {
    const folder = await readJourneyFolder('journeys', 'schemas');
    const [tl] = assembleFolder(folder).filter((j) => j.product === 'tl');
    const records = JSON.parse(await readFile('journeys/rules/tl.rules.json', 'utf8'));
    expect(findStep(tl, 'application/personal_info')?.id).toBe('PersonalInfo');
    expect(findStep(tl, '/tl/application/personal_info')?.id).toBe('PersonalInfo');
    const text = explainStep(tl, findStep(tl, 'PersonalInfo')!, records, folder.catalogue);
    expect(text).toContain('route     /tl/application/personal_info');
    expect(text).toContain("name      PersonalInfotl (the router's route name)");
    expect(text).toContain('guards    auth, application, validationRules');
    expect(text).toMatch(/dateOfBirth \*: string \(date\)/);
    expect(text).toContain('stored at /owners/0/dateOfBirth');
    expect(text).toContain('$.owners[0].dateOfBirth: blank, date, min_age_18(18)');
    expect(text).not.toContain('$.fundingNeeds.overdraftLimit');
    expect(text).toContain('-> StatementCollect');
    expect(text).toContain('Reached from: MoreBusinessInfo');

    const cli = await journey('explain', 'renewal-tl', 'ConfirmInformation');
    expect(cli.stdout).toContain('edits     ConfirmApplicant, ConfirmBusiness, ConfirmMoreBusiness, ConfirmOwners');
    expect(cli.stdout).toContain('$.coOwners[*].percentOwnership: moreThanOrEqual(20 (#/limits/minAddedOwnerShare))');
    const unknown = await journey('explain', 'tl', 'Nowhere');
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain('Its steps: BasicInfo, FundingNeeds');
  }, 60_000);
});

describe('journey new', () => {
  it('scaffolds a product from another that validates and that the server loads as it is', async () => {
    const dir = path.join(work, 'journeys');
    const written = await scaffoldProduct(dir, 'equipment', 'tl');
    expect(written.map((f) => path.relative(dir, f))).toEqual(['equipment.journey.json', path.join('rules', 'equipment.rules.json')]);
    const copy = JSON.parse(await readFile(written[0], 'utf8'));
    expect(copy).toMatchObject({ product: 'equipment', title: 'Business term loan (copy of tl)' });
    expect(copy.siteDefault).toBeUndefined();
    const renewal = await scaffoldProduct(dir, 'equipment-renewal', 'renewal-tl');
    expect(JSON.parse(await readFile(renewal[0], 'utf8')).renewal.renews).toEqual(['tl', 'equipment-renewal']);

    const checked = await journey('validate', dir, '--format', 'json');
    expect(JSON.parse(checked.stdout)).toMatchObject({ errors: 0, journeys: ['equipment-renewal', 'equipment', 'renewal-tl', 'tl', 'us-tl'] });
    expect((await loadCompiledJourneys(dir)).map((cj) => cj.journey.product).sort()).toEqual(['equipment', 'equipment-renewal', 'renewal-tl', 'tl', 'us-tl']);

    await expect(scaffoldProduct(dir, 'equipment', 'tl')).rejects.toThrow('exists already');
    await expect(scaffoldProduct(dir, 'Equipment Loan', 'tl')).rejects.toThrow('not a product id');
    await expect(scaffoldProduct(dir, 'other', 'nothing')).rejects.toThrow('There is no product "nothing"');
  }, 60_000);
});

describe('one check for the CLI and the server', () => {
  /** A copy of the journeys with one file changed; answers the CLI's findings and the server's refusal. */
  async function both(file: string, edit: (text: string) => string) {
    const root = await mkdtemp(path.join(tmpdir(), 'journey-one-check-'));
    await cp('journeys', path.join(root, 'journeys'), { recursive: true });
    await cp('schemas', path.join(root, 'schemas'), { recursive: true });
    const target = path.join(root, 'journeys', file);
    await writeFile(target, edit(await readFile(target, 'utf8')));
    const cli = await journey('validate', path.join(root, 'journeys'));
    const server = await createJourneyRules(path.join(root, 'journeys')).then(
      () => '',
      (error: Error) => error.message,
    );
    await rm(root, { recursive: true, force: true });
    const findings = cli.stderr.split('\n').filter((line) => / error [A-Z_]+: /.test(line));
    return { code: cli.code, findings, server };
  }

  const sameFindings = (result: Awaited<ReturnType<typeof both>>) => {
    expect(result.code).toBe(1);
    expect(result.findings.length).toBeGreaterThan(0);
    for (const finding of result.findings) expect(result.server).toContain(finding.split(' ').slice(1).join(' '));
  };

  it('a JSON syntax error, at the fault', async () => {
    const result = await both('tl.journey.json', (t) => t.replace('"stage": "FundingNeeds",', '"stage": "FundingNeeds"'));
    sameFindings(result);
    expect(result.findings).toHaveLength(1);
    expect(result.findings[0]).toMatch(/tl\.journey\.json:\d+:\d+ error JOURNEY_ERR_JSON: invalid JSON/);
  }, 60_000);

  it('a key written twice', async () => {
    const result = await both('tl.journey.json', (t) => t.replace('"title": "Your business",', '"title": "Your business",\n      "title": "Your company",'));
    sameFindings(result);
    expect(result.findings.join('\n')).toContain('JOURNEY_ERR_DUPLICATE_KEY: "title" is written twice in one object');
  }, 60_000);

  it('a rule record the server would refuse to store', async () => {
    const result = await both(path.join('rules', 'tl.rules.json'), (t) => t.replace('"validationRuleType": "blank"', '"validationRuleType": "blankk"'));
    sameFindings(result);
    expect(result.findings.join('\n')).toMatch(/tl\.rules\.json:\d+:\d+ error JOURNEY_ERR_RULE_RECORD: .*unknown rule type/);
  }, 60_000);
});
