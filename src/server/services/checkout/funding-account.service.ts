/**
 * The account the loan is paid into (`GET`/`PUT /api/apps/:id/funding-account`): checked with the
 * engine's one bank-account rule under the code the product's banks are known by (a BSB, or a US
 * routing number), the code and number sealed at rest (envelope encryption), and only the code and
 * the number's last three digits ever answered. It may change only while the agreement is unsigned: a change voids an open round, as
 * the agreement names the account.
 */
import { BANK_CODES, checkBankAccount, digitsOf, maskedAccountNumber, type BankAccountInput } from '../../../engine/checkout/bank-account';
import type { FundingAccountView } from '../../../engine/contract/checkout.contract';
import { messageText } from '../../../engine/validation/messages';
import type { FundingAccountRow } from '../../db/tables/checkout.table';
import { appError } from '../../errors';
import { closeRound, findFundingAccount, findOpenRound, listSignatures, upsertFundingAccount } from '../../repositories/checkout.repository';
import type { Sealer } from '../../security/envelope-sealer';
import { lockCheckoutApplication } from './checkout-application';
import type { CheckoutDeps } from './checkout-deps';

const bsbContext = (applicationId: string) => `bsb:${applicationId}`;
// The bare id: numbers sealed before envelope encryption were bound to it, and still open.
const accountNumberContext = (applicationId: string) => applicationId;

/** The row's sealed values under the current master key (a BSB kept clear is sealed); undefined when nothing changes. */
export async function rewrapFundingAccount(
  sealer: Sealer,
  row: FundingAccountRow,
): Promise<Pick<FundingAccountRow, 'bsb' | 'account_number_sealed'> | undefined> {
  const bsb = sealer.isSealed(row.bsb) ? await sealer.rewrap(row.bsb, bsbContext(row.application_id)) : sealer.seal(row.bsb, bsbContext(row.application_id));
  const number = await sealer.rewrap(row.account_number_sealed, accountNumberContext(row.application_id));
  if (bsb === undefined && number === undefined) return undefined;
  return { bsb: bsb ?? row.bsb, account_number_sealed: number ?? row.account_number_sealed };
}

export async function fundingAccountView(sealer: Sealer, row: FundingAccountRow): Promise<FundingAccountView> {
  // A BSB stored before it was sealed reads as it is until rotate-keys seals it.
  const code = sealer.isSealed(row.bsb) ? await sealer.open(row.bsb, bsbContext(row.application_id)) : row.bsb;
  return {
    bankName: row.bank_name,
    // The column keeps the bank code the save checked under the product's code: its length says which (6-digit BSB, 9-digit routing number).
    ...(code.length === BANK_CODES.routingNumber.maxDigits ? { routingNumber: code } : { bsb: code }),
    accountNumberMasked: maskedAccountNumber(`${'0'.repeat(row.account_number_length - 3)}${row.account_number_last3}`),
    updatedAt: row.updated_at.toISOString(),
  };
}

export async function getFundingAccount(deps: CheckoutDeps, userId: string, applicationId: string): Promise<FundingAccountView | null> {
  return deps.db.transaction().execute(async (trx) => {
    const { application } = await lockCheckoutApplication(trx, deps.rules, userId, applicationId);
    const row = await findFundingAccount(trx, application.id);
    return row ? fundingAccountView(deps.sealer, row) : null;
  });
}

export async function saveFundingAccount(
  deps: CheckoutDeps,
  userId: string,
  applicationId: string,
  input: BankAccountInput,
  now = new Date(),
): Promise<FundingAccountView> {
  const account = digitsOf(input.accountNumber);
  return deps.db.transaction().execute(async (trx) => {
    const { application, checkout } = await lockCheckoutApplication(trx, deps.rules, userId, applicationId);
    const bankCode = BANK_CODES[checkout.fundingAccountCode ?? 'bsb'];
    const fields = Object.entries(checkBankAccount(input, checkout.fundingAccountCode));
    if (fields.length > 0) {
      const errors = fields.map(([field, key]) => ({ path: `/${field}`, key, message: messageText(deps.messages, key, []) }));
      throw appError('APP_ERR_RULES_REJECTED', { errors });
    }
    if (application.status !== checkout.signingStatus) throw appError('APP_ERR_CHECKOUT_NOT_OPEN');
    const open = await findOpenRound(trx, application.id, { forUpdate: true });
    if (open) {
      const signed = (await listSignatures(trx, open.id)).some((s) => s.signed_at);
      if (signed) throw appError('APP_ERR_CHECKOUT_NOT_OPEN');
      await closeRound(trx, open.id, { state: 'void', at: now });
    }
    const row = await upsertFundingAccount(
      trx,
      {
        application_id: application.id,
        bank_name: input.bankName!.trim(),
        bsb: deps.sealer.seal(digitsOf(input[bankCode.field]), bsbContext(application.id)),
        account_number_sealed: deps.sealer.seal(account, accountNumberContext(application.id)),
        account_number_last3: account.slice(-3),
        account_number_length: account.length,
      },
      now,
    );
    return fundingAccountView(deps.sealer, row);
  });
}
