import { describe, expect, it } from 'vitest';
import { loadClientSettings } from '../../src/server/config';

describe('partner contacts in the client settings (PARTNERS_JSON)', () => {
  it('is an empty map by default', () => {
    expect(loadClientSettings({}).partners).toEqual({});
  });

  it('reads partners by code', () => {
    const settings = loadClientSettings({
      PARTNERS_JSON: JSON.stringify({ ACME1: { name: 'Acme Brokers', phone: '1300 111 222', email: 'help@acme.example.com' } }),
    });
    expect(settings.partners).toEqual({ ACME1: { name: 'Acme Brokers', phone: '1300 111 222', email: 'help@acme.example.com' } });
  });

  it('stops the start-up on a malformed value rather than showing wrong contacts', () => {
    expect(() => loadClientSettings({ PARTNERS_JSON: '{not json' })).toThrow(/PARTNERS_JSON/);
    expect(() => loadClientSettings({ PARTNERS_JSON: '[]' })).toThrow(/PARTNERS_JSON/);
    expect(() => loadClientSettings({ PARTNERS_JSON: JSON.stringify({ 'bad code!': { name: 'x', phone: '1', email: 'a@b.co' } }) })).toThrow(/bad code!/);
    expect(() => loadClientSettings({ PARTNERS_JSON: JSON.stringify({ P1: { name: 'x', phone: '1' } }) })).toThrow(/P1/);
  });
});
