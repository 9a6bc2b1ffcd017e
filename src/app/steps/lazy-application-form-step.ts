/**
 * A form step of an existing application, loaded with the step's code (use-step-code.ts): the
 * first step of a new applicant never shows one, so the first page does not carry it, its saving
 * through the application port, nor its session's hook.
 */
import { loadable } from '../../widgets/loadable';
import { importWithTimeout } from '../lazy/lazy-with-timeout';

export const LazyApplicationFormStep = loadable(() => importWithTimeout(() => import('./application-form-step')).then((module) => module.ApplicationFormStep));
