/**
 * The one Ajv configuration of the portal, used to compile at run time (Node) and to
 * generate the browser's standalone validators (tools/precompile-validators.ts).
 */
import Ajv from 'ajv';
import { _Code } from 'ajv/dist/compile/codegen/code';
import { customKeywords } from './keywords';
import { formatChecks } from './formats';

export function createAjv(options: { standalone?: boolean } = {}): Ajv {
  // Standalone code refers to formats through this expression, so it inlines their sources.
  const formatsCode = new _Code(
    '({' +
      Object.entries(formatChecks)
        .map(([name, fn]) => `${JSON.stringify(name)}: (${fn.toString()})`)
        .join(', ') +
      '})',
  );
  const ajv = new Ajv({
    allErrors: true,
    strict: true,
    strictRequired: false,
    allowUnionTypes: true,
    // Conditions (visibleWhen, transitions) are partial schemas without "type": that is intended.
    strictTypes: false,
    code: options.standalone ? { source: true, formats: formatsCode } : { formats: formatsCode },
  });
  for (const [name, check] of Object.entries(formatChecks)) ajv.addFormat(name, check);
  for (const keyword of customKeywords) ajv.addKeyword(keyword);
  // Annotations the journeys use that Ajv's strict mode does not know.
  // `unit` says how a number reads (money: dollars) in messages and on review.
  ajv.addVocabulary(['enumNames', 'unit']);
  return ajv;
}
