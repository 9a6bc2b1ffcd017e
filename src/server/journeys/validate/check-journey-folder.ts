/**
 * The one journey check: `journey validate` runs it, and so does the server's start-up, which
 * refuses to start on any error with the same findings, each at its file, line and column.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { DiagnosticCode as C, isError } from '../diagnostics';
import { JourneyFileSyntaxError, readJourneyFolder, type JourneyFolder } from '../read-journeys';
import { readRuleFiles, type RuleRecordFiles } from '../read-rule-files';
import { locate } from './locate';
import { positionOf } from './json-text';
import { formatReport, type LocatedDiagnostic } from './report';
import { validateJourneys } from './validate-journeys';

export interface JourneyCheck {
  folder: JourneyFolder;
  products: string[];
  findings: LocatedDiagnostic[];
  /** The rule-record files the check read (empty when the folder could not be read). */
  ruleFiles: RuleRecordFiles;
}

export class JourneyCheckError extends Error {
  readonly code = 'JOURNEY_ERR_INVALID';
  constructor(readonly check: JourneyCheck) {
    super(`The journeys do not pass their check (npx journey validate shows the same):\n${formatReport('text', check.products, check.findings)}`);
    this.name = 'JourneyCheckError';
  }
}

export async function checkJourneyFolder(journeysDir: string, schemasDir = path.join(journeysDir, '..', 'schemas')): Promise<JourneyCheck> {
  let folder: JourneyFolder;
  try {
    folder = await readJourneyFolder(journeysDir, schemasDir);
  } catch (error) {
    if (!(error instanceof JourneyFileSyntaxError)) throw error;
    const { file, line, column, detail } = error;
    const empty: JourneyFolder = { sources: [], fragments: {}, documents: {}, catalogue: {} };
    return { folder: empty, products: [], findings: [{ file, pointer: '', code: C.invalidJson, message: detail, line, column }], ruleFiles: {} };
  }
  const ruleFiles = await readRuleFiles(journeysDir);
  const diagnostics = validateJourneys(folder, folder.documents['journey.schema.json'], ruleFiles);
  const texts = new Map<string, string>();
  const findings: LocatedDiagnostic[] = [];
  for (const d of diagnostics) {
    if (!texts.has(d.file)) texts.set(d.file, await readFile(d.file, 'utf8').catch(() => ''));
    const text = texts.get(d.file)!;
    findings.push({ ...d, ...(d.offset !== undefined ? positionOf(text, d.offset) : locate(text, d.pointer)) });
  }
  return { folder, products: folder.sources.map((s) => String(s.json.product)), findings, ruleFiles };
}

/** The folder when its check finds no error; otherwise a JourneyCheckError naming every finding. */
export async function checkedJourneyFolder(journeysDir: string, schemasDir?: string): Promise<JourneyFolder> {
  const check = await checkJourneyFolder(journeysDir, schemasDir);
  if (check.findings.some(isError)) throw new JourneyCheckError(check);
  return check.folder;
}
