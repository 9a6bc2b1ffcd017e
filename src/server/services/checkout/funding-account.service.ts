/**
 * The account the loan is paid into (`GET`/`PUT /api/apps/:id/funding-account`): checked with the
 * engine's one bank-account rule, the number sealed at rest, and only its last three digits ever
 * answered. It may change only while the agreement is unsigned: a change voids an open round, as
 * the agreement names the account.
 */
import { checkBankAccount, digitsOf, maskedAccountNumber, type BankAccountInput } from '../../../engine/checkout/bank-account';
import type { FundingAccountView } from '../../../engine/contract/checkout.contract';
import { messageText } from '../../../engine/validation/messages';
import type { FundingAccountRow } from '../../db/tables/checkout.table';
import { appError } from '../../errors';
import { closeRound, findFundingAccount, findOpenRound, listSignatures, upsertFundingAccount } from '../../repositories/checkout.repository';
import { createSealer } from '../../security/funding-account-sealer';
import { lockCheckoutApplication } from './checkout-application';
import type { CheckoutDeps } from './checkout-deps';

export function fundingAccountView(row: FundingAccountRow): FundingAccountView {
  return {
    bankName: row.bank_name,
    bsb: row.bsb,
    accountNumberMasked: maskedAccountNumber(`${'0'.repeat(row.account_number_length - 3)}${row.account_number_last3}`),
    updatedAt: row.updated_at.toISOString(),
  };
}

export async function getFundingAccount(deps: CheckoutDeps, userId: string, applicationId: string): Promise<FundingAccountView | null> {
  return deps.db.transaction().execute(async (trx) => {
    const { application } = await lockCheckoutApplication(trx, deps.rules, userId, applicationId);
    const row = await findFundingAccount(trx, application.id);
    return row ? fundingAccountView(row) : null;
  });
}

export async function saveFundingAccount(
  deps: CheckoutDeps,
  userId: string,
  applicationId: string,
  input: BankAccountInput,
  now = new Date(),
): Promise<FundingAccountView> {
  const problems = checkBankAccount(input);
  const fields = Object.entries(problems);
  if (fields.length > 0) {
    const errors = fields.map(([field, key]) => ({ path: `/${field}`, key, message: messageText(deps.messages, key, []) }));
    throw appError('APP_ERR_RULES_REJECTED', { errors });
  }
  const account = digitsOf(input.accountNumber);
  return deps.db.transaction().execute(async (trx) => {
    const { application, checkout } = await lockCheckoutApplication(trx, deps.rules, userId, applicationId);
    if (application.status !== checkout.signingStatus) throw appError('APP_ERR_CHECKOUT_NOT_OPEN');
    const open = await findOpenRound(trx, application.id, { forUpdate: true });
    if (open) {
      const signed = (await listSignatures(trx, open.id)).some((s) => s.signed_at);
      if (signed) throw appError('APP_ERR_CHECKOUT_NOT_OPEN');
      await closeRound(trx, open.id, { state: 'void', at: now });
    }
    const sealer = createSealer(deps.lender.sealingKey);
    const row = await upsertFundingAccount(
      trx,
      {
        application_id: application.id,
        bank_name: input.bankName!.trim(),
        bsb: digitsOf(input.bsb),
        account_number_sealed: sealer.seal(account, application.id),
        account_number_last3: account.slice(-3),
        account_number_length: account.length,
      },
      now,
    );
    return fundingAccountView(row);
  });
}
