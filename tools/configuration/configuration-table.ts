/**
 * The configuration table (docs/configuration.md), written from the schemas the configuration is read with:
 * one sub-table per area, one row per variable. `npm run generate:configuration` puts it between
 * the file's markers; a test keeps the file equal to it.
 */
import { serverVariableAreas } from '../../src/server/config/areas';
import type { VariableArea } from '../../src/server/config/variables';
import { DevelopmentVariables } from './development-variables';

export const TABLE_START = '<!-- configuration table: written by `npm run generate:configuration` from src/server/config -->';
export const TABLE_END = '<!-- end of the configuration table -->';

export const configurationAreas: readonly VariableArea[] = [...serverVariableAreas, DevelopmentVariables];

interface DocumentedVariable {
  description?: string;
  default?: unknown;
  'x-shown-default'?: string;
}

function shownDefault(variable: DocumentedVariable): string {
  if (variable['x-shown-default'] !== undefined) return variable['x-shown-default'];
  return variable.default === undefined ? 'unset' : `\`${String(variable.default)}\``;
}

/** A cell's text with the table's own separator escaped, its links made relative to docs/ where the table is. */
const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\]\(docs\//g, '](');

export function configurationTable(areas: readonly VariableArea[] = configurationAreas): string {
  const sections = areas.map((area) => {
    const rows = Object.entries(area.properties).map(([name, schema]) => {
      const variable = schema as DocumentedVariable;
      return `| \`${name}\` | ${cell(shownDefault(variable))} | ${cell(variable.description ?? '')} |`;
    });
    return [`### ${area.title}`, '', '| Variable | Default | Meaning |', '|---|---|---|', ...rows].join('\n');
  });
  return [TABLE_START, ...sections, TABLE_END].join('\n\n');
}

/** The file with its table replaced by the one the schemas give. */
export function withConfigurationTable(readme: string): string {
  const start = readme.indexOf(TABLE_START);
  const end = readme.indexOf(TABLE_END);
  if (start < 0 || end < start) throw new Error(`docs/configuration.md has no configuration table markers (${TABLE_START} ... ${TABLE_END})`);
  return readme.slice(0, start) + configurationTable() + readme.slice(end + TABLE_END.length);
}
