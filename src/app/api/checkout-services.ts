/** What the checkout screens may ask the app to do, over the checkout API. */
import type { BankAccountInput } from '../../engine/checkout/bank-account';
import type { FundingAccountRequest } from '../../engine/contract/checkout.contract';
import type { CheckoutServices } from '../../screens/screen-props';
import type { ApplicationRecord } from './application.types';
import { getFundingAccount, getOwnersProgress, getSigningStatus, resetCheckout, saveFundingAccount, startSigning } from './checkout';

/**
 * The account as typed; a field left empty is sent empty, so the server names it among its field
 * errors. The bank's code goes as a routing number once one is typed, else as a BSB.
 */
const fundingAccountRequest = (input: BankAccountInput): FundingAccountRequest => ({
  bankName: input.bankName ?? '',
  ...(input.routingNumber !== undefined ? { routingNumber: input.routingNumber } : { bsb: input.bsb ?? '' }),
  accountNumber: input.accountNumber ?? '',
  accountNumberConfirmation: input.accountNumberConfirmation ?? '',
});

export function createCheckoutServices(applicationId: string, store: (record: ApplicationRecord) => void): CheckoutServices {
  return {
    fundingAccount: () => getFundingAccount(applicationId),
    saveFundingAccount: (input) => saveFundingAccount(applicationId, fundingAccountRequest(input)),
    async sign() {
      const { embeddedUrl } = await startSigning(applicationId);
      // The provider's page: the built-in one is in this web app, a hosted one elsewhere.
      window.location.assign(embeddedUrl);
    },
    async reconfirmOffer(decisionId) {
      const moved = await resetCheckout(applicationId, decisionId);
      store(moved);
      return moved;
    },
    signingStatus: () => getSigningStatus(applicationId),
    ownersProgress: () => getOwnersProgress(applicationId),
  };
}
