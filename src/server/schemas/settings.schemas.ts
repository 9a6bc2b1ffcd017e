/** The schema of /settings.json lives in schemas/settings.schema.json, beside the other public schemas. */
import { readFileSync } from 'node:fs';

export const settingsSchema = JSON.parse(readFileSync(new URL('../../../schemas/settings.schema.json', import.meta.url), 'utf8')) as { $id: string } & Record<
  string,
  unknown
>;
