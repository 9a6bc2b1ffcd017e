/** The id the form renderer (RJSF) gives the control of a form pointer: `/owner/firstName` -> `root_owner_firstName`. */
import { parsePointer } from '../json-pointer';

export function controlId(pointer: string): string {
  return ['root', ...parsePointer(pointer)].join('_');
}
