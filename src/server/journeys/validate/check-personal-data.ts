/**
 * `personalData` paths that name no field the journey's forms write: a typo there would leave the
 * answer it meant in clear at rest, silently.
 */
import type { Journey } from '../../../engine/journey/journey.types';
import { DiagnosticCode as C, type Diagnostic } from '../diagnostics';
import { fieldPatterns, pathNamesField } from './check-rule-records';

export function checkPersonalData(journey: Journey, file: string): Diagnostic[] {
  const fields = fieldPatterns(journey);
  return (journey.personalData ?? []).flatMap((path, i) =>
    pathNamesField(path, fields) === true
      ? []
      : [
          {
            file,
            pointer: `/personalData/${i}`,
            code: C.unknownPersonalPath,
            message: `personalData "${path}" names no field of journey "${journey.product}"`,
          },
        ],
  );
}
