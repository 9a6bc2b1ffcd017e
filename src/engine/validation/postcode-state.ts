/**
 * Whether an Australian postcode belongs to a state or territory, by Australia Post's ranges
 * (0200-0299 and 2600-2618, 2900-2920 ACT; 1000-2999 otherwise NSW; 3000-3999 and 8000-8999 VIC;
 * 4000-4999 and 9000-9999 QLD; 5000-5999 SA; 6000-6999 WA; 7000-7999 TAS; 0800-0999 NT), plus
 * the postcodes that cross a border: localities in one state served from another's range (Jennings
 * NSW 4383, Hume ACT 2620, Barooga NSW 3644, the APY and Ngaanyatjarra lands on NT's 0872...),
 * found by checking every delivery locality of the gazetteer against the ranges.
 *
 * Self-contained (no outer references): the build inlines its source into the precompiled
 * validators, so the browser and the server run the same check. A postcode that is not 4 digits or
 * a state that is not one of the eight passes: the format and enum checks report those.
 */
export function isPostcodeInState(postcode: unknown, state: unknown): boolean {
  if (typeof postcode !== 'string' || typeof state !== 'string' || !/^\d{4}$/.test(postcode)) return true;
  const ranges: Record<string, number[][]> = {
    ACT: [
      [200, 299],
      [2600, 2618],
      [2900, 2920],
    ],
    NSW: [
      [1000, 2599],
      [2619, 2899],
      [2921, 2999],
    ],
    VIC: [
      [3000, 3999],
      [8000, 8999],
    ],
    QLD: [
      [4000, 4999],
      [9000, 9999],
    ],
    SA: [[5000, 5999]],
    WA: [[6000, 6999]],
    TAS: [[7000, 7999]],
    NT: [[800, 999]],
  };
  const acrossBorders: Record<string, string[]> = {
    ACT: ['2540', '2620'],
    NSW: ['2611', '2618', '3500', '3586', '3644', '3691', '3707', '4375', '4377', '4380', '4383', '4385'],
    NT: ['4825'],
    QLD: ['2406'],
    SA: ['0872'],
    WA: ['0872'],
  };
  // Own members only: a state typed as 'valueOf' or 'constructor' must not reach Object's. (No
  // named inner function: the build inlines this source, and a loader's name helper would go too.)
  const own = Object.prototype.hasOwnProperty;
  if (!own.call(ranges, state)) return true;
  const n = Number(postcode);
  return ranges[state].some(([from, to]) => n >= from && n <= to) || (own.call(acrossBorders, state) ? acrossBorders[state] : []).includes(postcode);
}
