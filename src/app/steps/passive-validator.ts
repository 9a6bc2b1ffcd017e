/**
 * RJSF needs a validator object; ours does nothing, because validation is the engine's
 * pipeline (the same one the server runs) and its errors reach RJSF as extraErrors. Step
 * schemas carry no conditional subschemas (visibility is `visibleWhen`, checked by
 * `journey validate`), so RJSF never has to evaluate one.
 */
import type { ValidatorType } from '@rjsf/utils';

export const passiveValidator: ValidatorType = {
  validateFormData: () => ({ errors: [], errorSchema: {} }),
  isValid: (schema) => {
    console.warn('A step schema asked the form renderer to evaluate a condition; use visibleWhen instead.', schema);
    return false;
  },
  rawValidation: () => ({ errors: [], validationError: undefined }),
};
