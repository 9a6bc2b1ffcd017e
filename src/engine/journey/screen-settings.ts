/**
 * The product settings a screen works from, beyond its own `screenProps`: the offer pages price
 * offers with the journey's `offers`, the signing pages sign with its `checkout`. A journey (or a
 * fragment it includes) with such a screen and without the setting would show an empty offer or
 * a signing page that cannot sign, so `journey validate` refuses it.
 */
export type ScreenSetting = 'offers' | 'checkout';

export const screenSettings: Readonly<Record<string, readonly ScreenSetting[]>> = {
  conditionalOffer: ['offers'],
  approvedOffer: ['offers'],
  fundingDetails: ['offers', 'checkout'],
  waitingForOwners: ['checkout'],
};
