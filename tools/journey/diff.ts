/**
 * `journey diff <old-dir> <new-dir>`: what releasing the new journeys folder changes for the
 * applications stored under the old one, product by product (src/engine/release), and whether
 * the new journeys' `migrations` say where the applications a change would strand go. The
 * server's start-up makes the same judgement against the applications it holds and refuses to
 * start on a stranded one; this says so before the release.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Journey } from '../../src/engine/journey/journey.types';
import type { RuleRecord } from '../../src/engine/rules/rule-record.types';
import { diffJourneys } from '../../src/engine/release/journey-diff';
import { describeFinding, type ReleaseFinding } from '../../src/engine/release/release-finding';
import { migrationStep } from '../../src/engine/release/stranded-place';
import { assembleFolder, readJourneyFolder } from '../../src/server/journeys/read-journeys';
import { readRuleFiles } from '../../src/server/journeys/read-rule-files';

interface Revision {
  journey: Journey;
  ruleRecords?: RuleRecord[];
}

async function readRevisions(journeysDir: string, schemasDir: string): Promise<Map<string, Revision>> {
  const folder = await readJourneyFolder(journeysDir, schemasDir);
  const rules = await readRuleFiles(journeysDir);
  return new Map(
    assembleFolder(folder).map((journey) => {
      const records = rules[journey.product]?.records;
      return [journey.product, { journey, ...(Array.isArray(records) ? { ruleRecords: records as RuleRecord[] } : {}) }];
    }),
  );
}

/** What a migration does for a finding, or what a stored application would suffer without one. */
function outcome(before: Journey, after: Journey, finding: ReleaseFinding): { line: string; strands: boolean } {
  switch (finding.kind) {
    case 'stageRemoved': {
      const step = migrationStep(after, finding.stage);
      return step
        ? { line: `applications there continue at step ${step.id} (migrations)`, strands: false }
        : { line: `STRANDS applications stored there: add "migrations": {"stages": {"${finding.stage}": "<step id>"}}`, strands: true };
    }
    case 'statusRemoved': {
      const stages = before.lifecycle.statuses[finding.status]?.stages ?? [];
      const uncovered = stages.filter((stage) => !migrationStep(after, stage));
      return uncovered.length === 0
        ? { line: 'applications in it continue where migrations send their stages', strands: false }
        : { line: `STRANDS applications in it: add "migrations": {"stages": {${uncovered.map((s) => `"${s}": "<step id>"`).join(', ')}}}`, strands: true };
    }
    case 'bindMoved':
      return after.migrations?.paths?.[finding.from] === finding.to
        ? { line: 'stored answers are moved (migrations)', strands: false }
        : { line: `stored answers stay at ${finding.from}: add "migrations": {"paths": {"${finding.from}": "${finding.to}"}} to keep them`, strands: false };
    case 'fieldNewlyRequired':
      return { line: 'an application without it is taken to that step before it can be submitted', strands: false };
    default:
      return { line: '', strands: false };
  }
}

export async function journeyDiff(oldDir: string, newDir: string, schemasFor: (dir: string) => string): Promise<{ text: string; strands: boolean }> {
  for (const dir of [oldDir, newDir]) if (!existsSync(dir)) throw new Error(`No journeys folder at ${dir}`);
  const before = await readRevisions(oldDir, schemasFor(oldDir));
  const after = await readRevisions(newDir, schemasFor(newDir));
  const lines: string[] = [];
  let strands = false;
  for (const [product, old] of before) {
    const current = after.get(product);
    if (!current) {
      lines.push(`${product}: removed; its stored applications would have no journey`);
      strands = true;
      continue;
    }
    const findings = diffJourneys(old, current);
    lines.push(`${product}: ${findings.length === 0 ? 'no change for stored applications' : `${findings.length} change(s) for stored applications`}`);
    for (const finding of findings) {
      const said = outcome(old.journey, current.journey, finding);
      strands ||= said.strands;
      lines.push(`  ${finding.kind.padEnd(18)} ${describeFinding(finding)}${said.line ? `\n  ${''.padEnd(18)} ${said.line}` : ''}`);
    }
  }
  for (const product of after.keys()) if (!before.has(product)) lines.push(`${product}: new product`);
  const where = `${path.relative(process.cwd(), oldDir) || '.'} -> ${path.relative(process.cwd(), newDir) || '.'}`;
  lines.push(
    '',
    strands ? `${where}: stored applications would be stranded; the server refuses to start while any is` : `${where}: no stored application is stranded`,
  );
  return { text: lines.join('\n'), strands };
}
