import { loadCompiledJourneys } from '../../src/server/plugins/journeys';
import type { CompiledJourney } from '../../src/engine/journey/compiled-journey';

let cached: Promise<CompiledJourney[]> | undefined;

/** The real journeys folder, compiled once per test file. */
export function journeys(): Promise<CompiledJourney[]> {
  cached ??= loadCompiledJourneys('journeys');
  return cached;
}

export async function tl(): Promise<CompiledJourney> {
  const found = (await journeys()).find((j) => j.journey.product === 'tl');
  if (!found) throw new Error('tl journey missing');
  return found;
}

/** A complete, valid tl application up to PersonalInfo. */
export const completeTlApplication = {
  owners: [
    {
      firstName: 'Jane',
      lastName: 'Citizen',
      email: 'jane@example.com.au',
      primaryPhone: '0412345678',
      dateOfBirth: '1980-05-17',
      streetNumber: '12',
      streetName: 'George',
      streetType: 'Street',
      city: 'Sydney',
      state: 'NSW',
      postalCode: '2000',
      percentOwnership: '100',
      _extension: { broker: false, residencyStatus: 'AUSTRALIAN_CITIZEN' },
    },
  ],
  consents: {
    PRIVACY_CONSENT: { type: 'PRIVACY_CONSENT', timestamp: '2026-11-21T10:00:00.000Z' },
    MINIMUM_TRADING_TIME_AND_TURNOVER_CONSENT: { type: 'MINIMUM_TRADING_TIME_AND_TURNOVER_CONSENT', timestamp: '2026-11-21T10:00:00.000Z' },
  },
  fundingNeeds: {
    desiredLoanAmount: 150000,
    fundingPurposes: ['EQUIPMENT_PURCHASES'],
    fundsUsagePeriod: 'WITHIN_3_14_DAYS',
    overdraftLimit: 0,
    offersCollateral: false,
  },
  business: {
    legalEntityType: 'COMPANY',
    legalBusinessName: 'Citizen Bakery Pty Ltd',
    phone: '0298765432',
    streetNumber: '1',
    streetName: 'Pitt',
    streetType: 'Street',
    city: 'Sydney',
    state: 'NSW',
    postalCode: '2000',
    establishedDate: '2015-01-01',
    _extension: { abn: '51824753556', acn: '004085616', averageMonthlyRevenue: 60000 },
  },
  hearAboutUs: 'INTERNET_SEARCH',
};
