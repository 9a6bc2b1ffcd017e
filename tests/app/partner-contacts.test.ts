import { describe, expect, it } from 'vitest';
import { partnerContacts, telHref } from '../../src/app/shell/partner-contacts';

const settings = {
  partner: { phone: '1300 000 000', email: 'support@example.com.au' },
  partners: { ACME1: { name: 'Acme Brokers', phone: '1300 111 222', email: 'help@acme.example.com' } },
};

describe('whose contacts the shell shows', () => {
  it("is the partner's when the entered code is known (any letter case)", () => {
    expect(partnerContacts(settings, 'ACME1')).toEqual({ partnerName: 'Acme Brokers', phone: '1300 111 222', email: 'help@acme.example.com' });
    expect(partnerContacts(settings, ' acme1 ')).toMatchObject({ partnerName: 'Acme Brokers' });
  });

  it("is the lender's without a code, for an unknown code, or when the settings have no partners", () => {
    const lender = { phone: '1300 000 000', email: 'support@example.com.au' };
    expect(partnerContacts(settings, undefined)).toEqual(lender);
    expect(partnerContacts(settings, 'NOPE')).toEqual(lender);
    expect(partnerContacts({ partner: settings.partner }, 'ACME1')).toEqual(lender);
    expect(partnerContacts(settings, 42)).toEqual(lender);
  });

  it('dials digits only', () => {
    expect(telHref('1300 111 222')).toBe('tel:1300111222');
    expect(telHref('+61 (2) 9876-5432')).toBe('tel:+61298765432');
  });
});
