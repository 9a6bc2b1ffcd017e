#!/usr/bin/env tsx
/**
 * The `journey` command for product analysts and CI.
 *   journey validate [journeysDir]   check every journey; exit 1 on any error
 *   journey graph [journeysDir]      print each journey's step graph as a Mermaid flowchart
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isError } from '../src/server/journeys/diagnostics';
import { readJourneyFolder } from '../src/server/journeys/read-journeys';
import { locate } from './journey/locate';
import { validateJourneys, type RuleRecordFiles } from './journey/validate-journeys';
import { mermaidGraph } from './journey/graph';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const [command, dirArg] = process.argv.slice(2);
const journeysDir = path.resolve(dirArg ?? 'journeys');
const schemasDir = path.join(root, 'schemas');

async function validate(): Promise<number> {
  const folder = await readJourneyFolder(journeysDir, schemasDir);
  const meta = JSON.parse(await readFile(path.join(schemasDir, 'journey.schema.json'), 'utf8'));
  const diagnostics = validateJourneys(folder, meta, await readRuleFiles(journeysDir));
  const texts = new Map<string, string>();
  for (const d of diagnostics) {
    if (!texts.has(d.file)) texts.set(d.file, await readFile(d.file, 'utf8').catch(() => ''));
    const { line, column } = locate(texts.get(d.file)!, d.pointer);
    console.error(`${path.relative(process.cwd(), d.file)}:${line}:${column} ${isError(d) ? 'error' : 'warning'} ${d.code}: ${d.message}`);
  }
  const products = folder.sources.map((s) => s.json.product).join(', ');
  const errors = diagnostics.filter(isError);
  if (errors.length > 0) {
    console.error(`\n${errors.length} error(s) in ${folder.sources.length} journey(s).`);
    return 1;
  }
  const warnings = diagnostics.length - errors.length;
  console.log(`${folder.sources.length} journey(s) valid: ${products}${warnings > 0 ? ` (${warnings} warning(s))` : ''}`);
  return 0;
}

async function readRuleFiles(dir: string): Promise<RuleRecordFiles> {
  const rulesDir = path.join(dir, 'rules');
  const names = await readdir(rulesDir).catch(() => [] as string[]);
  const out: RuleRecordFiles = {};
  for (const name of names.filter((n) => n.endsWith('.rules.json'))) {
    const file = path.join(rulesDir, name);
    out[name.replace(/\.rules\.json$/, '')] = { file, records: JSON.parse(await readFile(file, 'utf8')) };
  }
  return out;
}

async function graph(): Promise<number> {
  const folder = await readJourneyFolder(journeysDir, schemasDir);
  console.log(mermaidGraph(folder));
  return 0;
}

const commands: Record<string, () => Promise<number>> = { validate, graph };
const run = commands[command ?? ''];
if (!run) {
  console.error('Usage: journey validate [journeysDir] | journey graph [journeysDir]');
  process.exit(2);
}
process.exit(await run());
