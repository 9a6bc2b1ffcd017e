/**
 * The figures of terms chosen within an offer, as the customiser shows them and as the server
 * records them on acceptance: one function, so the two can never price the same choice apart.
 */
import type { OfferView } from '../contract/offers.contract';
import type { OfferTerms, PricedOffer } from './offer.types';
import { priceOffer } from './price-offer';

export function priceOfferedTerms(offer: OfferView, terms: OfferTerms): PricedOffer {
  return priceOffer({
    ...terms,
    annualRatePercent: offer.annualRatePercent,
    originationFeePercent: offer.originationFeePercent,
    firstPaymentDate: offer.firstPaymentDate,
    businessDays: offer.businessDays,
    ...(offer.payoffAmount ? { payoffAmount: offer.payoffAmount } : {}),
  });
}
