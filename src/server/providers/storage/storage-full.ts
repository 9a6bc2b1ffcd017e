/**
 * Whether an error says the disk has no room left (ENOSPC) or the account's quota is used up
 * (EDQUOT): nothing is wrong with the request, and the same request succeeds once space is freed,
 * so it is answered 507 rather than 500. The store removes what it had written of it.
 */
const FULL_CODES = new Set(['ENOSPC', 'EDQUOT']);

export function isStorageFull(error: unknown, depth = 0): boolean {
  if (typeof error !== 'object' || error === null || depth > 5) return false;
  const { code, cause } = error as { code?: unknown; cause?: unknown };
  if (typeof code === 'string' && FULL_CODES.has(code)) return true;
  return isStorageFull(cause, depth + 1);
}
