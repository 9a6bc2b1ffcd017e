/** Custom keyword -> the message key used when it fails (unless the field's `messages` says otherwise). */
export const keywordMessageKeys = {
  minAge: 'min_age_18',
  maxAge: 'dateOutOfRange',
  notInFuture: 'dateInFuture',
  minYear: 'yearInvalid',
  withinYearsOfNow: 'dateOutOfRange',
} as const;
