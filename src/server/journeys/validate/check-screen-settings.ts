/**
 * Screens that work from a product setting (`offers`, `checkout`) in a journey that lacks it. A
 * screen of a fragment is the journey's fault, not the fragment's: found once per fragment and
 * setting, at the journey's `includes` line; a screen of the journey's own steps at its `screen`.
 */
import { screenSettings, type ScreenSetting } from '../../../engine/journey/screen-settings';
import type { JourneyFile } from '../../../engine/journey/journey.types';
import { DiagnosticCode as C, type Diagnostic } from '../diagnostics';
import type { JourneyFolder } from '../read-journeys';
import type { PlacedStep } from './check-product-settings';

export function checkScreenSettings(journey: JourneyFile, placed: readonly PlacedStep[], file: string, fragments: JourneyFolder['fragments']): Diagnostic[] {
  const missing = (setting: ScreenSetting) => journey[setting] === undefined;
  const needing = (steps: readonly PlacedStep[], setting: ScreenSetting) =>
    steps.filter(({ step }) => step.screen !== undefined && (screenSettings[step.screen] ?? []).includes(setting));
  const out: Diagnostic[] = [];
  for (const setting of (['offers', 'checkout'] as const).filter(missing)) {
    for (const { step, pointer } of needing(
      placed.filter((p) => p.file === file),
      setting,
    ))
      out.push({
        file,
        pointer: `${pointer}/screen`,
        code: C.missingSetting,
        message: `step "${step.id}" shows screen ${step.screen}, which needs the journey's "${setting}"; the journey declares none`,
      });
    (journey.includes ?? []).forEach((include, i) => {
      const from = (journey.includes ?? []).indexOf(include) === i ? fragments[include] : undefined;
      const steps = from
        ? needing(
            placed.filter((p) => p.file === from.file),
            setting,
          )
        : [];
      if (steps.length > 0)
        out.push({
          file,
          pointer: `/includes/${i}`,
          code: C.missingSetting,
          message: `"${include}" brings ${steps.map(({ step }) => `step "${step.id}" (screen ${step.screen})`).join(', ')}, which need the journey's "${setting}"; the journey declares none`,
        });
    });
  }
  return out;
}
