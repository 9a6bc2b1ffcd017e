import { describe, expect, it } from 'vitest';
import { siteDefaultJourney } from '../../src/engine/journey/site-default';

const journey = (product: string, siteDefault?: boolean) => ({ journey: { product, ...(siteDefault ? { siteDefault } : {}) } });

describe("the site's default product", () => {
  it('is the journey that says so, wherever it sorts', () => {
    expect(siteDefaultJourney([journey('renewal-x'), journey('x', true)]).journey.product).toBe('x');
    expect(siteDefaultJourney([journey('x', true), journey('renewal-x')]).journey.product).toBe('x');
  });

  it('is the only journey when there is one', () => {
    expect(siteDefaultJourney([journey('x')]).journey.product).toBe('x');
  });

  it('is refused when none or several of several journeys say so', () => {
    expect(() => siteDefaultJourney([journey('a'), journey('b')])).toThrow(/none is: a, b/);
    expect(() => siteDefaultJourney([journey('a', true), journey('b', true)])).toThrow(/several are: a, b/);
  });
});
