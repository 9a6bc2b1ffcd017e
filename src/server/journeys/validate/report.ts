/**
 * How `journey validate` reports: each finding at its file:line:column with its code, then the
 * closing line `N journeys, N errors, N warnings`. `--format json` gives the same as one JSON
 * object for editors; `--format github` gives GitHub Actions annotations for CI.
 */
import path from 'node:path';
import { isError, type Diagnostic } from '../diagnostics';

export type ReportFormat = 'text' | 'json' | 'github';
export const REPORT_FORMATS: readonly ReportFormat[] = ['text', 'json', 'github'];

export interface LocatedDiagnostic extends Diagnostic {
  line: number;
  column: number;
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

export function summaryLine(journeys: number, diagnostics: readonly Diagnostic[]): string {
  const errors = diagnostics.filter(isError).length;
  return `${plural(journeys, 'journey')}, ${plural(errors, 'error')}, ${plural(diagnostics.length - errors, 'warning')}`;
}

/** GitHub's workflow commands escape %, CR and LF in the message, and also , and : in properties. */
const githubData = (text: string) => text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
const githubProperty = (text: string) => githubData(text).replace(/:/g, '%3A').replace(/,/g, '%2C');

export function formatReport(format: ReportFormat, journeys: readonly string[], diagnostics: readonly LocatedDiagnostic[], cwd = process.cwd()): string {
  const relative = (file: string) => path.relative(cwd, file) || file;
  const summary = summaryLine(journeys.length, diagnostics);
  if (format === 'json') {
    return JSON.stringify(
      {
        journeys,
        errors: diagnostics.filter(isError).length,
        warnings: diagnostics.filter((d) => !isError(d)).length,
        diagnostics: diagnostics.map((d) => ({
          file: relative(d.file),
          line: d.line,
          column: d.column,
          severity: isError(d) ? 'error' : 'warning',
          code: d.code,
          message: d.message,
          pointer: d.pointer,
        })),
        summary,
      },
      null,
      2,
    );
  }
  if (format === 'github') {
    const lines = diagnostics.map(
      (d) =>
        `::${isError(d) ? 'error' : 'warning'} file=${githubProperty(relative(d.file))},line=${d.line},col=${d.column},title=${githubProperty(d.code)}::${githubData(d.message)}`,
    );
    return [...lines, summary].join('\n');
  }
  const lines = diagnostics.map((d) => `${relative(d.file)}:${d.line}:${d.column} ${isError(d) ? 'error' : 'warning'} ${d.code}: ${d.message}`);
  return [...lines, ...(lines.length ? [''] : []), `${summary} (${journeys.join(', ')})`].join('\n');
}
