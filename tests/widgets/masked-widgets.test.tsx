// @vitest-environment happy-dom
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { act, cleanup, screen } from '@testing-library/react';
import { AbnWidget } from '../../src/widgets/abn-widget';
import { AcnWidget } from '../../src/widgets/acn-widget';
import { MoneyWidget } from '../../src/widgets/money-widget';
import { PercentWidget } from '../../src/widgets/percent-widget';
import { PhoneWidget } from '../../src/widgets/phone-widget';
import { PostcodeWidget } from '../../src/widgets/postcode-widget';
import { EinWidget, SsnWidget, UsZipWidget } from '../../src/widgets/us-number-widgets';
import { YearWidget } from '../../src/widgets/year-widget';
import { obscureText } from '../../src/engine/personal/obscure-text';
import { loadMaskLibrary } from '../../src/widgets/use-mask';
import { renderWidget } from './render-widget';

// As on any page after the first: the mask library is here, and a mask is bound as its input mounts
// (tests/widgets/mask-on-demand.test.tsx: before it has come).
beforeAll(async () => {
  await loadMaskLibrary();
});
afterEach(cleanup);

const textbox = () => screen.getByRole('textbox') as HTMLInputElement;

describe('phone', () => {
  it.each([
    ['0412345678', '0412 345 678'],
    ['1300123456', '1300 123 456'],
    ['1800123456', '1800 123 456'],
    ['0298765432', '02 9876 5432'],
    ['0398765432', '03 9876 5432'],
    ['0798765432', '07 9876 5432'],
    ['0898765432', '08 9876 5432'],
    ['1234567890', '1234567890'],
  ])('typing %s shows %s and stores the digits', async (digits, shown) => {
    const { user, lastValue } = renderWidget(PhoneWidget);
    await user.type(textbox(), digits);
    expect(textbox().value).toBe(shown);
    expect(lastValue()).toBe(digits);
  });

  it('keeps digits only and at most 10 of them', async () => {
    const { user, lastValue } = renderWidget(PhoneWidget);
    await user.type(textbox(), '04a12-345 678999');
    expect(textbox().value).toBe('0412 345 678');
    expect(lastValue()).toBe('0412345678');
  });

  it('shows a stored number grouped, and stores undefined when cleared', async () => {
    const { user, lastValue } = renderWidget(PhoneWidget, { value: '0298765432' });
    expect(textbox().value).toBe('02 9876 5432');
    expect(textbox()).toHaveProperty('type', 'tel');
    expect(textbox().getAttribute('autocomplete')).toBe('tel');
    await user.clear(textbox());
    expect(lastValue()).toBeUndefined();
  });
});

describe('money', () => {
  it('accepts digits only, shows thousands separators and stores an integer', async () => {
    const { user, values, lastValue } = renderWidget(MoneyWidget);
    await user.type(textbox(), '1a5.0-000');
    expect(textbox().value).toBe('150,000');
    expect(lastValue()).toBe(150000);
    expect(values().every((v) => typeof v === 'number')).toBe(true);
    expect(screen.getByText('$')).toBeTruthy();
  });

  it('shows a stored amount formatted and stores undefined when emptied', async () => {
    const { user, lastValue } = renderWidget(MoneyWidget, { value: 1250000 });
    expect(textbox().value).toBe('1,250,000');
    await user.clear(textbox());
    expect(lastValue()).toBeUndefined();
  });
});

describe('ABN, ACN and postcode', () => {
  it('groups an ABN 2-3-3-3 and stores 11 digits', async () => {
    const { user, lastValue } = renderWidget(AbnWidget);
    await user.type(textbox(), '518247535569');
    expect(textbox().value).toBe('51 824 753 556');
    expect(lastValue()).toBe('51824753556');
  });

  it('groups an ACN 3-3-3 and stores 9 digits', async () => {
    const { user, lastValue } = renderWidget(AcnWidget);
    await user.type(textbox(), '0040856161');
    expect(textbox().value).toBe('004 085 616');
    expect(lastValue()).toBe('004085616');
  });

  it('takes 4 digits for a postcode and nothing else', async () => {
    const { user, lastValue } = renderWidget(PostcodeWidget);
    await user.type(textbox(), '2a0x009');
    expect(textbox().value).toBe('2000');
    expect(lastValue()).toBe('2000');
    expect(textbox().getAttribute('autocomplete')).toBe('postal-code');
  });
});

describe('percent', () => {
  it('refuses a keystroke that would exceed 100', async () => {
    const { user, values } = renderWidget(PercentWidget);
    await user.type(textbox(), '101');
    expect(textbox().value).toBe('10');
    expect(values()).toEqual(['1', '10']);
  });

  it('takes 100 but no fourth character', async () => {
    const { user, lastValue } = renderWidget(PercentWidget);
    await user.type(textbox(), '1000');
    expect(textbox().value).toBe('100');
    expect(lastValue()).toBe('100');
  });

  it('holds at most 3 characters even with leading zeros, and stores the number without them', async () => {
    const { user, lastValue } = renderWidget(PercentWidget);
    await user.type(textbox(), '0050');
    expect(textbox().value).toBe('005');
    expect(lastValue()).toBe('5');
    await user.tab();
    expect(textbox().value).toBe('5');
  });

  it('stores a string of digits', async () => {
    const { user, lastValue } = renderWidget(PercentWidget);
    await user.type(textbox(), '25');
    expect(lastValue()).toBe('25');
  });
});

describe('year', () => {
  it('takes 4 digits and stores the first day of that year', async () => {
    const { user, values } = renderWidget(YearWidget, { schema: { type: 'string', format: 'date' } });
    await user.type(textbox(), '2a0150');
    expect(textbox().value).toBe('2015');
    expect(values()).toEqual(['2', '20', '201', '2015-01-01']);
  });

  it('shows the year of a stored date', () => {
    renderWidget(YearWidget, { value: '1998-01-01' });
    expect(textbox().value).toBe('1998');
  });
});

describe('US numbers', () => {
  it('shows an EIN as 2-7 and an SSN as 3-2-4, storing their digits; letters are not typed', async () => {
    const ein = renderWidget(EinWidget);
    await ein.user.type(textbox(), '12a3456789');
    expect(textbox().value).toBe('12-3456789');
    expect(ein.lastValue()).toBe('123456789');
    cleanup();
    const ssn = renderWidget(SsnWidget);
    await ssn.user.type(textbox(), '123456789');
    expect(textbox().value).toBe('123-45-6789');
    expect(ssn.lastValue()).toBe('123456789');
  });

  it('keeps an SSN to its last four digits while the field is not focused', async () => {
    const { user } = renderWidget(SsnWidget, { options: { maskLast: 4 }, value: '123456789' });
    expect(textbox().value).toBe('***-**-6789');
    await user.click(textbox());
    expect(textbox().value).toBe('123-45-6789');
  });

  it('takes a ZIP code of five digits or ZIP+4, stored as shown', async () => {
    const { user, lastValue } = renderWidget(UsZipWidget);
    await user.type(textbox(), '90210');
    expect(lastValue()).toBe('90210');
    await user.type(textbox(), '1234');
    expect(textbox().value).toBe('90210-1234');
    expect(lastValue()).toBe('90210-1234');
  });
});

describe('maskLast', () => {
  it('shows only the last n digits while the field is not focused', async () => {
    const { user, lastValue } = renderWidget(AbnWidget, { options: { maskLast: 3 }, value: '51824753556' });
    expect(textbox().value).toBe('** *** *** 556');

    await user.click(textbox());
    expect(textbox().value).toBe('51 824 753 556');

    await user.type(textbox(), '{backspace}7');
    expect(textbox().value).toBe('51 824 753 557');
    expect(lastValue()).toBe('51824753557');

    await user.tab();
    expect(textbox().value).toBe('** *** *** 557');
    expect(lastValue()).toBe('51824753557');
  });

  it('obscures a value that arrives while the field is not focused', () => {
    const { setValue } = renderWidget(PhoneWidget, { options: { maskLast: 4 } });
    expect(textbox().value).toBe('');
    act(() => setValue('0412345678'));
    expect(textbox().value).toBe('**** **5 678');
  });

  it('replaces all but the last n letters or digits and keeps separators', () => {
    expect(obscureText('0412 345 678', 3)).toBe('**** *** 678');
    expect(obscureText('123', 5)).toBe('123');
  });
});

describe("React's StrictMode", () => {
  it('keeps the value and the maskLast behaviour through the extra mount', async () => {
    const { user, lastValue } = renderWidget(AbnWidget, { options: { maskLast: 3 }, value: '51824753556', strict: true });
    expect(textbox().value).toBe('** *** *** 556');
    await user.click(textbox());
    expect(textbox().value).toBe('51 824 753 556');
    await user.type(textbox(), '{backspace}7');
    expect(lastValue()).toBe('51824753557');
  });

  it('masks typing', async () => {
    const { user, lastValue } = renderWidget(PhoneWidget, { strict: true });
    await user.type(textbox(), '0412345678');
    expect(textbox().value).toBe('0412 345 678');
    expect(lastValue()).toBe('0412345678');
  });
});

describe('values from outside', () => {
  it('updates the shown text when the value is replaced', () => {
    const { setValue, onChange } = renderWidget(AcnWidget, { value: '004085616' });
    act(() => setValue('123456789'));
    expect(textbox().value).toBe('123 456 789');
    act(() => setValue(undefined));
    expect(textbox().value).toBe('');
    expect(onChange).not.toHaveBeenCalled();
  });
});
