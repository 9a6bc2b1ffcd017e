// @vitest-environment happy-dom
/**
 * Spec 02 section 2: "Each route name gets the product suffix. The root child of each product is
 * named {product}Root." The router built from the journeys matches a URL to the named route.
 */
import { matchRoutes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { buildRoutes } from '../../src/app/routes/build-routes';
import { compileJourney } from '../../src/engine/journey/compile-journey';
import { assembleFolder, readJourneyFolder } from '../../src/server/journeys/read-journeys';

const folder = await readJourneyFolder('journeys');
const journeys = assembleFolder(folder).map((journey) => compileJourney(journey, folder.catalogue));
const routes = buildRoutes(journeys);
const nameAt = (url: string) => matchRoutes(routes, url)?.at(-1)?.route.id;

describe('route names', () => {
  it('each step route is named {step}{product}', () => {
    expect(nameAt('/tl/application/funding_needs')).toBe('FundingNeedstl');
    expect(nameAt('/tl/checkout/funding_details')).toBe('FundingDetailstl');
    expect(nameAt('/renewal-tl/application/confirm_info')).toBe('ConfirmInformationrenewal-tl');
    for (const cj of journeys) {
      for (const step of cj.journey.steps) expect(nameAt(`/${cj.journey.product}/${step.route}`)).toBe(`${step.id}${cj.journey.product}`);
    }
  });

  it('the root child of each product is named {product}Root', () => {
    expect(nameAt('/tl')).toBe('tlRoot');
    expect(nameAt('/renewal-tl')).toBe('renewal-tlRoot');
  });
});
