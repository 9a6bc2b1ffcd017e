/** Custom keyword -> the message key used when it fails (unless the field's `messages` says otherwise). */
export const keywordMessageKeys = {
  minAge: 'min_age_18',
  maxAge: 'dateOutOfRange',
  notInFuture: 'dateInFuture',
  minYear: 'yearTooEarly',
  withinYearsOfNow: 'dateOutOfRange',
  postcodeInState: 'postcodeNotInState',
  yearMonthNotInFuture: 'monthInFuture',
} as const;

/**
 * Keywords on an object that judge two of its properties together, named by role
 * (`{"postcode": "postalCode", "state": "state"}`). The error sits on the property of role `on`;
 * its params carry the other's value (the message's {0}) under the role's name and its property
 * name under `<role>Property`, so the error can name the field it also involves.
 */
export const pairKeywords: Readonly<Record<string, { on: string; other: string }>> = {
  postcodeInState: { on: 'postcode', other: 'state' },
  yearMonthNotInFuture: { on: 'month', other: 'year' },
};

/** The roles of a pair keyword, or undefined for any other keyword. */
export function pairKeywordOf(keyword: string): { on: string; other: string } | undefined {
  return Object.hasOwn(pairKeywords, keyword) ? pairKeywords[keyword] : undefined;
}
