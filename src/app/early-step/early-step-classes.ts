/**
 * The early form's own classes (src/app/early-step/early-step-html.ts): the parts the app draws with
 * Chakra's components (the heading, the yes/no radios, the consents, the button). Their styles are
 * in early-step.css, which only the first steps' pages carry. Its text fields use the form's own
 * field classes, and its frame the shell's.
 */
export const earlyClass = {
  title: 'early-title',
  subtitle: 'early-subtitle',
  form: 'early-form',
  group: 'early-group',
  legend: 'early-legend',
  requiredMark: 'early-required',
  choices: 'early-choices',
  choice: 'early-choice',
  consent: 'early-consent',
  consentText: 'early-consent-text',
  consentHint: 'early-consent-hint',
  document: 'early-document',
  actions: 'early-actions',
  button: 'early-button',
} as const;
