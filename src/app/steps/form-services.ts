/**
 * What the app does for a form's fields (widgets do no HTTP): the business register search and
 * the address autocomplete, whose refusals become the catalogue's text for their message key. A
 * search that never got an answer (the network, a proxy's error page) shows the no-results message
 * too (spec 02 section 8; for addresses spec 01 section 8's events), and a location the browser
 * cannot give shows 'cannot get coordinates'. Also the agreements consents link to, and the
 * catalogue's texts for the fields that show some of their own. The API modules come with a
 * field's first call, not with the first step's form; a failure to fetch one reads as the call's.
 */
import { readRegisterQuery } from '../../engine/business-register/read-register-query';
import { registerMessageParams } from '../../engine/business-register/register-message-params';
import type { Coordinates } from '../../engine/contract/address.contract';
import { readErrorBody } from '../../engine/contract/read-error-body';
import { messageText, type MessageCatalogue } from '../../engine/validation/messages';
import type { FormServices } from '../../widgets/registry';
import { ApiError } from '../api/http';

const addressApi = () => import('../api/address');

/** How long the browser may take to find the applicant. No remembered position: a press of the button asks where they are now. */
const LOCATE_TIMEOUT_MS = 10_000;

/** The message shown when a refusal names none the catalogue has, or no answer came. */
interface FallbackMessage {
  key: string;
  params?: readonly unknown[];
}

/** A refusal's text from the catalogue by its message key, or the fallback message. */
function refusalText(catalogue: MessageCatalogue, error: unknown, fallback: FallbackMessage): string {
  const refusal = readErrorBody(error instanceof ApiError ? error.body : undefined);
  return refusal?.messageKey && catalogue[refusal.messageKey]
    ? messageText(catalogue, refusal.messageKey, refusal.params ?? [])
    : messageText(catalogue, fallback.key, fallback.params ?? []);
}

/** A call whose failure rejects with the text to show; a cancelled one rejects as it is. */
async function inWords<T>(catalogue: MessageCatalogue, signal: AbortSignal, fallback: FallbackMessage, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (signal.aborted) throw error;
    throw new Error(refusalText(catalogue, error, fallback), { cause: error });
  }
}

export function createFormServices(catalogue: MessageCatalogue): FormServices {
  const noAddress = { key: 'addressNoResults' };
  return {
    searchBusinessRegister(search, signal) {
      const noResults = { key: 'registerNoResults', params: registerMessageParams(readRegisterQuery(search.q)?.kind, search.requireAcn ?? false) };
      return inWords(catalogue, signal, noResults, async () => (await import('../api/business-register')).searchBusinessRegister(search, signal));
    },
    suggestAddresses: (search, signal) =>
      inWords(catalogue, signal, noAddress, async () => (await (await addressApi()).suggestAddresses(search, signal)).suggestions),
    addressDetails: (pick, signal) => inWords(catalogue, signal, noAddress, async () => (await addressApi()).addressDetails(pick, signal)),
    addressAt: (at, signal) => inWords(catalogue, signal, { key: 'addressCoordinatesFailed' }, async () => (await addressApi()).addressAt(at, signal)),
    locateApplicant: () =>
      new Promise<Coordinates>((resolve, reject) => {
        const cannot = (cause?: unknown) => reject(new Error(messageText(catalogue, 'addressNoCoordinates'), { cause }));
        if (!('geolocation' in navigator)) return cannot();
        navigator.geolocation.getCurrentPosition(
          (position) => resolve({ lat: position.coords.latitude, lng: position.coords.longitude }),
          (error) => cannot(error),
          { enableHighAccuracy: false, timeout: LOCATE_TIMEOUT_MS, maximumAge: 0 },
        );
      }),
    // Only the billing of the hosted service depends on it: a failure is not the applicant's concern.
    resetAddressSession: (ownerId) =>
      void addressApi()
        .then((api) => api.resetAddressSession(ownerId))
        .catch(() => undefined),
    readAgreement: async (href, signal) => (await import('../api/agreements')).readAgreement(href, signal),
    text: (key, params = []) => messageText(catalogue, key, params),
  };
}
