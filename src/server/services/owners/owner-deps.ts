import type { Config } from '../../config';
import type { CheckoutDeps } from '../checkout/checkout-deps';

/** What the additional owner's part needs: checkout's dependencies and the keys that sign their sessions. */
export interface OwnerDeps extends CheckoutDeps {
  auth: Pick<Config['auth'], 'keys' | 'issuer' | 'resetLimit'>;
}
