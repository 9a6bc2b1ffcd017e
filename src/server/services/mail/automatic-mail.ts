/**
 * `_extension.dontSendAutoEmail` (spec 01 and 02 section 3): set by the lender's channel that
 * creates an application for the applicant (design decision 60), it keeps the portal from mailing
 * that applicant on its own about the application: status notices, reminders, the signed
 * agreement. The in-portal notifications are still written; mail the applicant asks for (a
 * password reset, a code) is about the account, not the application, and still goes.
 */
import type { ApplicationDocument } from '../../db/tables/applications.table';
import { extensionOf } from '../renewals/application-extension';

export function mailsApplicantAutomatically(document: ApplicationDocument): boolean {
  return extensionOf(document).dontSendAutoEmail !== true;
}
