import type { RegisterQuery } from './register-search.types';

/** The fewest characters a name search takes (spec 02 section 9). */
export const MIN_NAME_LENGTH = 3;

/**
 * The applicant's input, cleaned as spec 02 section 5 says: 11 digits (spaces removed) is an ABN,
 * 9 digits an ACN, 3 or more other characters a name. Anything shorter is no search at all.
 */
export function readRegisterQuery(input: string): RegisterQuery | undefined {
  const text = input.trim().replace(/\s+/g, ' ');
  const compact = text.replace(/ /g, '');
  if (/^\d{11}$/.test(compact)) return { kind: 'abn', value: compact };
  if (/^\d{9}$/.test(compact)) return { kind: 'acn', value: compact };
  // Spaces do not count towards the 3 characters: 'a b' is not a name yet.
  return compact.length >= MIN_NAME_LENGTH ? { kind: 'name', value: text } : undefined;
}
