/**
 * A street as the application keeps it (spec 01 section 5): the last word is the street type,
 * the words before it the name. 'George Street' is George + Street, 'The Esplanade' is The +
 * Esplanade. A street of one word ('Broadway') is all name, and its type is left to the applicant.
 */
export function splitStreet(street: string): { streetName: string; streetType?: string } {
  const words = street.trim().split(/\s+/).filter(Boolean);
  if (words.length < 2) return { streetName: words.join(' ') };
  return { streetName: words.slice(0, -1).join(' '), streetType: words[words.length - 1] };
}
