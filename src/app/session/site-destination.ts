/**
 * Where a `next` (sign-out) or `redirect` (sign-in) parameter may lead. Only a plain path of this
 * site: browsers read `/\host`, `/<tab>/host` and their encoded forms as another origin or drop
 * the characters, and the router fails on some of them, so anything else leads to the site's
 * root, which sends the applicant to their own application's product.
 */

const ORIGIN = 'http://site.invalid';

/** True for a path of this site: one leading `/`, and after percent-decoding no `//`, backslash, control character or space. */
export function isSitePath(target: string): boolean {
  let decoded = target;
  for (let round = 0; ; round += 1) {
    if (round === 5) return false; // encoded more deeply than any link of ours
    let next: string;
    try {
      next = decodeURIComponent(decoded);
    } catch {
      return false;
    }
    if (next === decoded) break;
    decoded = next;
  }
  for (const text of [target, decoded]) {
    if (!text.startsWith('/') || text.includes('//') || text.includes('\\')) return false;
    if (/[\p{C}\s]/u.test(text)) return false;
  }
  try {
    return new URL(target, ORIGIN).origin === ORIGIN;
  } catch {
    return false;
  }
}

/** The target when it is a path of this site, else the site's root. */
export function siteDestination(target: string | null | undefined): string {
  return target && isSitePath(target) ? target : '/';
}
