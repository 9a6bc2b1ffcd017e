import { describe, expect, it } from 'vitest';
import settingsSchema from '../../schemas/settings.schema.json';
import type { ClientSettings, PartnerContacts } from '../../src/engine/contract/settings.contract';

// Each member of the types named once: a member added to a type and not here is a type error.
const settingsMembers: Record<keyof ClientSettings, true> = {
  version: true,
  partner: true,
  partners: true,
  supportHours: true,
  idle: true,
  monitoringIntervalSeconds: true,
  approvedMaxDelaySeconds: true,
  flashLoansMaxDelaySeconds: true,
  deviceProfiling: true,
  addressAutocomplete: true,
  documents: true,
  customerPortalUrl: true,
  signIn: true,
};
const partnerMembers: Record<keyof PartnerContacts, true> = { name: true, phone: true, email: true };

describe('the settings contract', () => {
  // The response serialiser drops what the schema does not list, so a member only the type has would never arrive.
  it('types every member schemas/settings.schema.json lists, and no other', () => {
    expect(Object.keys(settingsMembers).sort()).toEqual(Object.keys(settingsSchema.properties).sort());
    expect(Object.keys(partnerMembers).sort()).toEqual(Object.keys(settingsSchema.properties.partners.additionalProperties.properties).sort());
  });
});
