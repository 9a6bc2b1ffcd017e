/** Field errors (form pointers) as RJSF's nested errorSchema, so each shows under its field. */
import type { ErrorSchema } from '@rjsf/utils';
import { parsePointer } from '../../engine/json-pointer';

export function toErrorSchema(errors: readonly { path: string; message: string }[]): ErrorSchema {
  const root: Record<string, unknown> = {};
  for (const error of errors) {
    let node = root;
    for (const token of parsePointer(error.path)) node = (node[token] ??= {}) as Record<string, unknown>;
    const list = ((node.__errors as string[] | undefined) ??= []);
    list.push(error.message);
  }
  return root as ErrorSchema;
}
