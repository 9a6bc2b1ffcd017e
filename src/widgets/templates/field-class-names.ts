/** The class names of a field's frame and text input (their styles: field-classes.ts); the server's early form uses them too, without Chakra's recipes. */
export const fieldClass = {
  root: 'form-field',
  label: 'form-field-label',
  required: 'form-field-required',
  description: 'form-field-description',
  help: 'form-field-help',
  /** A field's error, whatever the field (text input, group of radios or checkboxes, list). */
  error: 'form-field-error',
  /** A single-line text input (text, e-mail, masked numbers). */
  input: 'form-input',
} as const;
