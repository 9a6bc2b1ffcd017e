/**
 * Token renewal (spec 02 section 4): a new access token 60 seconds before the current one
 * expires; a failed renewal ends the session. Plain timers, so tests drive it with fake time.
 */
import type { SessionToken } from '../../engine/contract/auth.contract';

export const RENEW_BEFORE_EXPIRY_MS = 60_000;

export interface RenewalHandlers {
  renew: () => Promise<SessionToken>;
  onRenewed: (grant: SessionToken) => void;
  onFailed: (error: unknown) => void;
  now?: () => number;
}

/** Schedules one renewal for a token expiring at `expiresAt` (epoch ms); answers a cancel function. */
export function scheduleRenewal(expiresAt: number, handlers: RenewalHandlers): () => void {
  const now = handlers.now ?? Date.now;
  let cancelled = false;
  const timer = setTimeout(
    () => {
      handlers.renew().then(
        (grant) => {
          if (!cancelled) handlers.onRenewed(grant);
        },
        (error: unknown) => {
          if (!cancelled) handlers.onFailed(error);
        },
      );
    },
    Math.max(0, expiresAt - RENEW_BEFORE_EXPIRY_MS - now()),
  );
  return () => {
    cancelled = true;
    clearTimeout(timer);
  };
}
