#!/usr/bin/env tsx
/**
 * The `journey` command for product analysts, lenders and CI.
 *   journey validate [journeysDir] [--format text|json|github]   check every journey; exit 1 on any error
 *   journey graph [product] [--dir journeysDir] [--svg file | --html file]
 *                                      the step graph and the lifecycle: Mermaid text, or a picture
 *   journey explain <product> <step> [--dir journeysDir]   one step: route, fields, rules, texts, exits
 *   journey new <product> --from <product> [--dir journeysDir]   a new product's files from an existing one's
 *   journey diff <old-dir> <new-dir>   what a release changes for stored applications; exit 1 when it strands some
 */
import { existsSync, statSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { isError } from '../src/server/journeys/diagnostics';
import { assembleFolder, readJourneyFolder } from '../src/server/journeys/read-journeys';
import { explainStep, findStep } from './journey/explain';
import { stepOrigin } from './journey/step-origin';
import { mermaidGraph } from './journey/graph';
import { picturesHtml, pictureSvg } from './journey/graph-svg';
import { scaffoldProduct } from './journey/new-product';
import { journeyDiff } from './journey/diff';
import { journeyPicture } from './journey/picture';
import { formatReport, REPORT_FORMATS, type ReportFormat } from '../src/server/journeys/validate/report';
import { checkJourneyFolder } from '../src/server/journeys/validate/check-journey-folder';
import { readRuleFiles } from '../src/server/journeys/read-rule-files';
import type { RuleRecord } from '../src/engine/rules/rule-record.types';

const USAGE = `Usage:
  journey validate [journeysDir] [--format text|json|github]
  journey graph [product] [--dir journeysDir] [--svg file | --html file]
  journey explain <product> <step> [--dir journeysDir]
  journey new <product> --from <product> [--dir journeysDir]
  journey diff <old-dir> <new-dir>`;

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** The schemas beside the journeys folder, as the server reads them; else the project's. */
const schemasFor = (journeysDir: string) => {
  const beside = path.join(journeysDir, '..', 'schemas');
  return existsSync(path.join(beside, 'journey.schema.json')) ? beside : path.join(root, 'schemas');
};

const { values: flags, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    dir: { type: 'string' },
    format: { type: 'string', default: 'text' },
    svg: { type: 'string' },
    html: { type: 'string' },
    from: { type: 'string' },
  },
});
const [command, ...args] = positionals;
const isFolder = (p: string | undefined) => p !== undefined && existsSync(p) && statSync(p).isDirectory();

class UsageError extends Error {}

async function validate(): Promise<number> {
  const format = flags.format as ReportFormat;
  if (!REPORT_FORMATS.includes(format)) throw new UsageError(`--format is one of ${REPORT_FORMATS.join(', ')}`);
  const journeysDir = path.resolve(args[0] ?? flags.dir ?? 'journeys');
  const { products, findings } = await checkJourneyFolder(journeysDir, schemasFor(journeysDir));
  const failed = findings.some(isError);
  (failed && format === 'text' ? console.error : console.log)(formatReport(format, products, findings));
  return failed ? 1 : 0;
}

async function graph(): Promise<number> {
  // `journey graph journeys` (a folder) still works as before: every product of that folder.
  const product = isFolder(args[0]) ? undefined : args[0];
  const journeysDir = path.resolve(isFolder(args[0]) ? args[0] : (flags.dir ?? 'journeys'));
  const folder = await readJourneyFolder(journeysDir, schemasFor(journeysDir));
  const journeys = assembleFolder(folder).filter((j) => product === undefined || j.product === product);
  if (journeys.length === 0) throw new UsageError(`No product "${product}" in ${journeysDir}`);
  const pictures = journeys.flatMap(journeyPicture);
  if (flags.svg) {
    if (pictures.length !== 2) throw new UsageError('--svg draws one product: name it (journey graph <product> --svg file)');
    // The steps picture; the lifecycle goes beside it, as <file>.lifecycle.svg.
    await writeFile(flags.svg, pictureSvg(pictures[0]));
    await writeFile(flags.svg.replace(/(\.svg)?$/, '.lifecycle.svg'), pictureSvg(pictures[1]));
    console.log(`Wrote ${flags.svg} and ${flags.svg.replace(/(\.svg)?$/, '.lifecycle.svg')}`);
  } else if (flags.html) {
    await writeFile(flags.html, picturesHtml(`Journeys: ${journeys.map((j) => j.product).join(', ')}`, pictures));
    console.log(`Wrote ${flags.html}`);
  } else {
    console.log(mermaidGraph(folder, product));
  }
  return 0;
}

async function explain(): Promise<number> {
  const [product, stepName] = args;
  if (!product || !stepName) throw new UsageError('journey explain <product> <step>');
  const journeysDir = path.resolve(flags.dir ?? 'journeys');
  const folder = await readJourneyFolder(journeysDir, schemasFor(journeysDir));
  const journey = assembleFolder(folder).find((j) => j.product === product);
  if (!journey) throw new UsageError(`No product "${product}" in ${journeysDir}`);
  const step = findStep(journey, stepName);
  if (!step) throw new UsageError(`"${product}" has no step, stage or route "${stepName}". Its steps: ${journey.steps.map((s) => s.id).join(', ')}`);
  const records = ((await readRuleFiles(journeysDir))[product]?.records ?? []) as RuleRecord[];
  console.log(explainStep(journey, step, records, folder.catalogue, stepOrigin(folder, product, step.id, journeysDir)));
  return 0;
}

async function scaffold(): Promise<number> {
  const [product] = args;
  if (!product || !flags.from) throw new UsageError('journey new <product> --from <product>');
  const journeysDir = path.resolve(flags.dir ?? 'journeys');
  const written = await scaffoldProduct(journeysDir, product, flags.from);
  console.log(
    [
      ...written.map((file) => `Wrote ${path.relative(process.cwd(), file)}`),
      '',
      'Next: edit its limits, pricing, decision policy, steps and texts, then run',
      `  npx journey validate ${path.relative(process.cwd(), journeysDir) || '.'}`,
      `  npx journey graph ${product} --html ${product}.html`,
      'and restart the server: the product is served at /' + product + '.',
    ].join('\n'),
  );
  return 0;
}

async function diff(): Promise<number> {
  const [oldDir, newDir] = args;
  if (!oldDir || !newDir) throw new UsageError('journey diff <old-dir> <new-dir>');
  const report = await journeyDiff(path.resolve(oldDir), path.resolve(newDir), schemasFor);
  console.log(report.text);
  return report.strands ? 1 : 0;
}

const commands: Record<string, () => Promise<number>> = { validate, graph, explain, new: scaffold, diff };
const run = commands[command ?? ''];
if (!run) {
  console.error(USAGE);
  process.exit(2);
}
try {
  process.exit(await run());
} catch (error) {
  console.error(error instanceof UsageError ? `${error.message}\n\n${USAGE}` : error instanceof Error ? error.message : String(error));
  process.exit(error instanceof UsageError ? 2 : 1);
}
