/**
 * What the live preview (/_preview, development only) shows, read from the journeys folder on
 * every save: the assembled journeys, their texts and rule records, each step explained, and the
 * findings of the same check `journey validate` and the server's start-up run.
 */
import path from 'node:path';
import type { PreviewData } from '../../src/app/preview/preview.types';
import type { RuleRecord } from '../../src/engine/rules/rule-record.types';
import { isError } from '../../src/server/journeys/diagnostics';
import { assembleFolder } from '../../src/server/journeys/read-journeys';
import { checkJourneyFolder } from '../../src/server/journeys/validate/check-journey-folder';
import { summaryLine } from '../../src/server/journeys/validate/report';
import { explainStep } from '../journey/explain';
import { stepOrigin } from '../journey/step-origin';

export async function previewData(journeysDir: string, schemasDir: string): Promise<PreviewData> {
  const check = await checkJourneyFolder(journeysDir, schemasDir);
  const relative = (file: string) => path.relative(path.join(journeysDir, '..'), file) || file;
  const findings = check.findings.map((f) => ({ file: relative(f.file), line: f.line, column: f.column, code: f.code, message: f.message, error: isError(f) }));
  const base = { catalogue: check.folder.catalogue, findings, summary: summaryLine(check.products.length, check.findings) };
  try {
    // A broken folder may still assemble: its steps are shown under its findings.
    const rules = check.ruleFiles;
    const products = assembleFolder(check.folder).map(({ decision: _policy, ...journey }) => {
      const records = (Array.isArray(rules[journey.product]?.records) ? rules[journey.product].records : []) as RuleRecord[];
      const explained = Object.fromEntries(
        journey.steps.map((step) => [
          step.id,
          explainStep(journey, step, records, check.folder.catalogue, stepOrigin(check.folder, journey.product, step.id, journeysDir)),
        ]),
      );
      return { journey, records, explained };
    });
    return { ...base, products };
  } catch (error) {
    return { ...base, products: [], failure: error instanceof Error ? error.message : String(error) };
  }
}
