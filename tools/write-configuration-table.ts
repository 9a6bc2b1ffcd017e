/** Writes docs/configuration.md's table from the configuration's schemas (src/server/config). */
import { readFile, writeFile } from 'node:fs/promises';
import { withConfigurationTable } from './configuration/configuration-table';

const FILE = 'docs/configuration.md';
const readme = await readFile(FILE, 'utf8');
const written = withConfigurationTable(readme);
if (written === readme) console.log(`${FILE}: the configuration table is up to date`);
else {
  await writeFile(FILE, written);
  console.log(`${FILE}: configuration table written`);
}
