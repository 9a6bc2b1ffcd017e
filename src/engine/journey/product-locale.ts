/**
 * The locale a product speaks (`locale` in its journey, a BCP 47 tag such as `en-US`): how its
 * documents print dates, and the country whose services (the bank-data service's banks) it
 * offers. A journey that says none is Australian, as the specification's products are.
 */
import type { Journey } from './journey.types';

export const DEFAULT_LOCALE = 'en-AU';

export function productLocale(journey: Pick<Journey, 'locale'>): string {
  return journey.locale ?? DEFAULT_LOCALE;
}

/** The country of a locale (ISO 3166 alpha-2, upper case): `en-US` -> `US`; a tag without one is Australian. */
export function countryOf(locale: string): string {
  return (new Intl.Locale(locale).region ?? new Intl.Locale(DEFAULT_LOCALE).region ?? 'AU').toUpperCase();
}
