/**
 * Every migration, imported statically so the list works the same under tsx, Vitest and a
 * bundler (no directory scan). Add new migrations at the end; names sort by time.
 */
import type { Migration } from 'kysely';
import * as initial from './2026-11-21T00-00-00-initial';
import * as validationRules from './2026-11-22T00-00-00-validation-rules';
import * as documentsAndBankData from './2026-11-23T00-00-00-documents-and-bank-data';
import * as decisions from './2026-11-23T14-00-00-decisions';
import * as registerSearches from './2026-11-24T00-00-00-register-searches';
import * as checkout from './2026-11-25T00-00-00-checkout';
import * as addressLookups from './2026-11-26T00-00-00-address-lookups';
import * as bankDataLockouts from './2026-11-27T00-00-00-bank-data-lockouts';
import * as loansAndNotifications from './2026-11-28T00-00-00-loans-and-notifications';
import * as offerReminders from './2026-11-29T00-00-00-offer-reminders';
import * as staff from './2026-11-30T00-00-00-staff';
import * as retention from './2026-12-01T00-00-00-retention';
import * as sealedBsb from './2026-12-02T00-00-00-sealed-bsb';
import * as jobLeases from './2026-12-03T06-00-00-job-leases';
import * as retentionOfMailFailures from './2026-12-04T00-00-00-retention-of-mail-failures';
import * as signingDevices from './2026-12-06T00-00-00-signing-devices';
import * as staffEnrolments from './2026-12-08T00-00-00-staff-enrolments';
import * as journeyRevisions from './2026-12-07T00-00-00-journey-revisions';
import * as acceptedTermUnits from './2026-12-09T12-00-00-accepted-term-units';
import * as documentRequests from './2026-12-10T00-00-00-document-requests';
import * as additionalOwners from './2026-12-11T06-00-00-additional-owners';
import * as entityShapes from './2026-12-12T00-00-00-entity-shapes';
import * as coOwnerEmail from './2026-12-13T00-00-00-co-owner-email';

export const migrations: Record<string, Migration> = {
  '2026-11-21T00-00-00-initial': initial,
  '2026-11-22T00-00-00-validation-rules': validationRules,
  '2026-11-23T00-00-00-documents-and-bank-data': documentsAndBankData,
  '2026-11-23T14-00-00-decisions': decisions,
  '2026-11-24T00-00-00-register-searches': registerSearches,
  '2026-11-25T00-00-00-checkout': checkout,
  '2026-11-26T00-00-00-address-lookups': addressLookups,
  '2026-11-27T00-00-00-bank-data-lockouts': bankDataLockouts,
  '2026-11-28T00-00-00-loans-and-notifications': loansAndNotifications,
  '2026-11-29T00-00-00-offer-reminders': offerReminders,
  '2026-11-30T00-00-00-staff': staff,
  '2026-12-01T00-00-00-retention': retention,
  '2026-12-02T00-00-00-sealed-bsb': sealedBsb,
  '2026-12-03T06-00-00-job-leases': jobLeases,
  '2026-12-04T00-00-00-retention-of-mail-failures': retentionOfMailFailures,
  '2026-12-06T00-00-00-signing-devices': signingDevices,
  '2026-12-07T00-00-00-journey-revisions': journeyRevisions,
  '2026-12-08T00-00-00-staff-enrolments': staffEnrolments,
  '2026-12-09T12-00-00-accepted-term-units': acceptedTermUnits,
  '2026-12-10T00-00-00-document-requests': documentRequests,
  '2026-12-11T06-00-00-additional-owners': additionalOwners,
  '2026-12-12T00-00-00-entity-shapes': entityShapes,
  '2026-12-13T00-00-00-co-owner-email': coOwnerEmail,
};
