/** The words of the step's progress, which the shell's progress (step-progress.tsx) and the page's early form (early-step-html.ts) both show. */
export const PROGRESS_LABEL = 'Your application';
export const minutesLeftText = (minutes: number) => `About ${minutes} ${minutes === 1 ? 'minute' : 'minutes'} left`;
export const stepOfStepsText = (position: number, count: number) => `Step ${position} of ${count}`;
