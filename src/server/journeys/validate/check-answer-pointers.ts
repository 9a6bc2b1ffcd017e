/**
 * Pointers a journey keeps outside its forms: the account's e-mail (`account.email`) and what a
 * renewal copies from the funded application (`renewal.carryOver`). A pointer that no form binds
 * and the application does not describe reads nothing: the account's e-mail would never be found
 * (no re-application check, no sign-up by it) and a renewal would start without what it carries.
 */
import { boundPointer, formProperties } from '../../../engine/binding/form-binding';
import type { Journey } from '../../../engine/journey/journey.types';
import { parsePointer } from '../../../engine/json-pointer';
import { DiagnosticCode as C, type Diagnostic } from '../diagnostics';
import { describedBy } from './check-flow';

const within = (inner: string, outer: string) => inner === outer || inner.startsWith(`${outer}/`);

/** Every place a form of the journey stores an answer. */
function boundPointers(journey: Journey): string[] {
  return journey.steps.flatMap((step) => (step.form ? formProperties(step).map((property) => boundPointer(step, property)) : []));
}

export function checkAnswerPointers(journey: Journey, file: string, application: unknown): Diagnostic[] {
  const out: Diagnostic[] = [];
  const bound = boundPointers(journey);
  const email = journey.account?.email;
  // The e-mail is read from the answers: a form must store it there (the owner's own field, or a list of owners holding it),
  // or a renewal must carry it over from the funded application.
  const carried = journey.renewal?.carryOver ?? [];
  if (email !== undefined && ![...bound, ...carried].some((pointer) => within(email, pointer)))
    out.push({
      file,
      pointer: '/account/email',
      code: C.unboundAnswer,
      message: `account.email is ${email}, where no form of the journey stores an answer and no renewal carries one: the account's e-mail would never be found`,
    });
  carried.forEach((pointer, i) => {
    const reached = bound.some((b) => within(b, pointer) || within(pointer, b)) || describedBy(application, parsePointer(pointer));
    if (!reached)
      out.push({
        file,
        pointer: `/renewal/carryOver/${i}`,
        code: C.unboundAnswer,
        message: `renewal.carryOver names ${pointer}, which no form of the journey stores and the application does not describe: nothing would be carried`,
      });
  });
  return out;
}
