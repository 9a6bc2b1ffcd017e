/**
 * The bank-data provider's error codes (spec 02 section 8) and what the applicant is told and
 * offered for each: the message key (texts in journeys/messages.en-AU.json) and the next action.
 */
import type { BankDataAction } from '../../../engine/contract/bank-data.contract';

export interface BankDataErrorInfo {
  messageKey: string;
  action: BankDataAction;
}

/** The wait the bank asks for after codes with the action 'wait'. */
export const WAIT_MINUTES = 15;

const group = (messageKey: string, action: BankDataAction, codes: string[]): [string, BankDataErrorInfo][] =>
  codes.map((code) => [code, { messageKey, action }]);

export const bankDataErrors: ReadonlyMap<string, BankDataErrorInfo> = new Map([
  ...group('bankDataWait', 'wait', ['20001', '20004', '60006']),
  ...group('bankDataBankLocked', 'resolveAtBank', ['20005']),
  ...group('bankDataPasswordExpired', 'resolveAtBank', ['20007']),
  ...group('bankDataWrongCredentials', 'retry', ['20008', '30001', '30002', '30009']),
  ...group('bankDataRetrievalProblem', 'retryOrUpload', ['30003', '30005', '30006', '30014', '40001', '40003', '40005', '40010', '60001', 'uploadError']),
  ...group('bankDataBankTask', 'resolveAtBank', ['30004']),
  ...group('bankDataBankUnavailable', 'tryLater', ['30010', '30011', '50001']),
  ...group('bankDataPasswordMismatch', 'retry', ['32003']),
  ...group('bankDataSetupNotFinalised', 'resolveAtBank', ['32008']),
  ...group('bankDataSixMonthsUnsupported', 'uploadManually', ['40004']),
  ...group('bankDataNoBusinessAccounts', 'uploadManually', ['60008']),
  ...group('unsupportedBankMessage', 'uploadManually', ['unsupportedBank']),
  ...group('unsupportedAccountMessage', 'uploadManually', ['unsupportedAccount']),
  ...group('noResultFound', 'retryOrUpload', ['noResultFound']),
]);

/** Every code the portal knows, in the spec's order. */
export const bankDataErrorCodes: readonly string[] = [...bankDataErrors.keys()];

/** An unknown code is a retrieval problem: the applicant can retry or upload manually. */
export function bankDataErrorInfo(code: string): BankDataErrorInfo {
  return bankDataErrors.get(code) ?? { messageKey: 'bankDataRetrievalProblem', action: 'retryOrUpload' };
}
