/** What the checkout screens may ask the app to do, over the checkout API. */
import type { CheckoutServices } from '../../screens/screen-props';
import type { ApplicationRecord } from './application.types';
import { getFundingAccount, getSigningStatus, resetCheckout, saveFundingAccount, startSigning } from './checkout';

export function createCheckoutServices(applicationId: string, store: (record: ApplicationRecord) => void): CheckoutServices {
  return {
    fundingAccount: () => getFundingAccount(applicationId),
    saveFundingAccount: (input) => saveFundingAccount(applicationId, input),
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
  };
}
