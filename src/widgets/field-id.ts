/** RJSF's id of the input at a form pointer (`/owner/firstName` -> `root_owner_firstName`): the engine's, as the session compares it. */
export { controlId as fieldId } from '../engine/binding/control-id';
