/** What the early form's markup (early-step-html.ts, on the server) and the app's handoff (early-answers.ts) agree on. */

/** The attribute that marks the early form; its value is the step's draft key. */
export const EARLY_FORM_ATTRIBUTE = 'data-early-step';
/** The early form's inputs carry the app's ids with this before them: the two never share an id. */
export const EARLY_ID_PREFIX = 'early-';
