/**
 * A product's limits that contradict each other: an amount range upside down or off its own
 * step, an ownership total whose least is above its most, more other owners than owners. Every
 * form, text and rule that reads them would then refuse what it asks for.
 */
import type { JourneyFile, ProductLimits } from '../../../engine/journey/journey.types';
import { DiagnosticCode as C, type Diagnostic } from '../diagnostics';

export function checkLimits(journey: Pick<JourneyFile, 'limits'>, file: string): Diagnostic[] {
  // A journey being checked may lack what the format requires: read what is there.
  const limits: Partial<ProductLimits> | undefined = journey.limits;
  if (!limits) return [];
  const out: Diagnostic[] = [];
  const report = (pointer: string, message: string) => out.push({ file, pointer: `/limits${pointer}`, code: C.limits, message });
  const amount = limits.loanAmount;
  if (amount) {
    if (amount.min > amount.max) report('/loanAmount/min', `loanAmount.min ${amount.min} is above loanAmount.max ${amount.max}`);
    else if (amount.step > 0 && (amount.max - amount.min) % amount.step !== 0)
      report('/loanAmount/step', `loanAmount.max ${amount.max} is not reached from loanAmount.min ${amount.min} in steps of ${amount.step}`);
  }
  const pairs: [string, string][] = [
    ['minTotalOwnership', 'maxTotalOwnership'],
    ['maxAdditionalOwners', 'maxOwners'],
    ['minAddedOwnerShare', 'maxTotalOwnership'],
    ['additionalOwnerThreshold', 'maxTotalOwnership'],
  ];
  for (const [least, most] of pairs) {
    const low = limits[least];
    const high = limits[most];
    if (typeof low === 'number' && typeof high === 'number' && low > high) report(`/${least}`, `${least} ${low} is above ${most} ${high}`);
  }
  return out;
}
