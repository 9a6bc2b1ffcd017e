import { describe, expect, it } from 'vitest';
import { isAbaRoutingNumber, isAbn, isAcn, isAuPhone, isAuPostcode, isEmail, isIsoDate, isIsoDateTime, isUsPhone } from '../../src/engine/validation/formats';

describe('ABN check digits', () => {
  it.each(['51824753556', '53004085616', '33102417032'])('accepts %s', (abn) => expect(isAbn(abn)).toBe(true));
  it.each(['51824753557', '12345678901', '5182475355', '5182475355a', ''])('refuses %s', (abn) => expect(isAbn(abn)).toBe(false));
});

describe('ACN check digit', () => {
  it.each(['004085616', '010499966', '000000019'])('accepts %s', (acn) => expect(isAcn(acn)).toBe(true));
  it.each(['004085617', '12345678', '00408561a'])('refuses %s', (acn) => expect(isAcn(acn)).toBe(false));
});

describe('Australian phone', () => {
  it.each(['0412345678', '0298765432', '0387654321', '0712345678', '0812345678', '1300123456', '1800123456'])('accepts %s', (p) =>
    expect(isAuPhone(p)).toBe(true),
  );
  it.each(['041234567', '04123456789', '0112345678', '0912345678', '1900123456', '13001234', '04 1234 5678'])('refuses %s', (p) =>
    expect(isAuPhone(p)).toBe(false),
  );
});

describe('US phone', () => {
  it.each(['2125550123', '5125551234', '9999999999'])('accepts %s', (p) => expect(isUsPhone(p)).toBe(true));
  it.each(['0412345678', '1125550123', '2120550123', '212555012', '21255501234', '(212) 555-0123'])('refuses %s', (p) => expect(isUsPhone(p)).toBe(false));
});

describe('ABA routing number checksum', () => {
  it.each(['021000021', '011000015', '121000358'])('accepts %s', (n) => expect(isAbaRoutingNumber(n)).toBe(true));
  it.each(['021000022', '02100002', '0210000210', '02100002a', ''])('refuses %s', (n) => expect(isAbaRoutingNumber(n)).toBe(false));
});

describe('postcode, dates and e-mail', () => {
  it('postcode is four digits', () => {
    expect(isAuPostcode('2000')).toBe(true);
    expect(isAuPostcode('0800')).toBe(true);
    expect(isAuPostcode('200')).toBe(false);
    expect(isAuPostcode('20000')).toBe(false);
    expect(isAuPostcode('2a00')).toBe(false);
  });
  it('dates are real calendar dates written yyyy-MM-dd', () => {
    expect(isIsoDate('1990-12-31')).toBe(true);
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2023-02-29')).toBe(false);
    expect(isIsoDate('1990-13-01')).toBe(false);
    expect(isIsoDate('31/12/1990')).toBe(false);
    expect(isIsoDateTime('2026-11-21T10:00:00.000Z')).toBe(true);
    expect(isIsoDateTime('2026-11-21')).toBe(false);
  });
  it('e-mail', () => {
    expect(isEmail('jane.citizen@example.com.au')).toBe(true);
    expect(isEmail('jane@')).toBe(false);
    expect(isEmail('jane@example')).toBe(false);
    expect(isEmail('jane doe@example.com')).toBe(false);
  });
});
