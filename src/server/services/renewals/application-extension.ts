/**
 * `_extension` members of an application the server owns (spec 01 and 02 section 3): set from the
 * create call, the loan and the renewal, readable by the browser, refused in a PATCH.
 */
import type { ApplicationDocument } from '../../db/tables/applications.table';

export const SERVER_OWNED_EXTENSION = [
  'parentApplicationId',
  'parentApplicationLoanId',
  'loanId',
  'uniqueLoanCode',
  'renewable',
  'landingPageUrl',
  'dontSendAutoEmail',
] as const;

/** The channel of an application created through this portal's create call. */
export const WEB_SALES_CHANNEL = 'WEB';

/** The member of `_extension` the server owns that differs between two documents, if any. */
export function changedServerMember(before: ApplicationDocument, after: ApplicationDocument): string | undefined {
  const [was, is] = [extensionOf(before), extensionOf(after)];
  return SERVER_OWNED_EXTENSION.find((key) => JSON.stringify(was[key]) !== JSON.stringify(is[key]));
}

type ServerOwned = Partial<Record<(typeof SERVER_OWNED_EXTENSION)[number], string | boolean>>;

export function extensionOf(document: ApplicationDocument): Record<string, unknown> {
  const extension = document._extension;
  return typeof extension === 'object' && extension !== null && !Array.isArray(extension) ? (extension as Record<string, unknown>) : {};
}

export function withServerExtension(document: ApplicationDocument, values: ServerOwned): ApplicationDocument {
  return { ...document, _extension: { ...extensionOf(document), ...values } };
}
