/**
 * Why a staff member did something, as the staff audit keeps it: words, not spaces or
 * punctuation ("   " or "..." revealed personal data once and left the audit a blank).
 */
import { Type } from './named';

/** At least two letters (any script), up to 1,000 characters. */
export const staffReason = (description: string) =>
  Type.String({ minLength: 3, maxLength: 1000, pattern: '\\p{L}.*\\p{L}', description: `${description} Words: at least two letters.` });
