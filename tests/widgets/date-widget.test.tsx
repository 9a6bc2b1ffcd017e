// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, screen } from '@testing-library/react';
import { format, startOfDay, subDays, subYears } from 'date-fns';
import { DateWidget } from '../../src/widgets/date-widget';
import { createFormView } from '../../src/widgets/form-view';
import { renderWidget } from './render-widget';

afterEach(cleanup);

const textbox = () => screen.getByRole('textbox') as HTMLInputElement;

describe('date', () => {
  it("stores a typed dd/mm/yyyy date as 'yyyy-MM-dd'", async () => {
    const { user, lastValue } = renderWidget(DateWidget);
    await user.type(textbox(), '31/12/1990');
    expect(textbox().value).toBe('31/12/1990');
    expect(lastValue()).toBe('1990-12-31');
  });

  it('inserts the slashes itself', async () => {
    const { user, lastValue } = renderWidget(DateWidget);
    await user.type(textbox(), '05061985');
    expect(textbox().value).toBe('05/06/1985');
    expect(lastValue()).toBe('1985-06-05');
  });

  it('passes the raw text while the date is incomplete', async () => {
    const { user, values } = renderWidget(DateWidget);
    await user.type(textbox(), '12/0');
    expect(textbox().value).toBe('12/0');
    expect(values().at(-1)).toBe('12/0');
  });

  it('pads a day or month digit that can only be one', async () => {
    const { user, lastValue } = renderWidget(DateWidget);
    await user.type(textbox(), '4');
    expect(textbox().value).toBe('04');
    await user.type(textbox(), '9');
    expect(textbox().value).toBe('04/09');
    expect(lastValue()).toBe('04/09');
  });

  it.each([
    ['31021990', '31/02/1990'],
    ['32011985', '32/01/1985'],
    ['15131985', '15/13/1985'],
    ['00011990', '00/01/1990'],
    ['29022023', '29/02/2023'],
  ])('keeps %s, a date that does not exist, as typed and stores that text', async (digits, shown) => {
    const { user, values } = renderWidget(DateWidget);
    await user.type(textbox(), digits);
    expect(textbox().value).toBe(shown);
    expect(values().at(-1)).toBe(shown);
    expect(values().filter((v) => typeof v === 'string' && /^\d{4}-/.test(v))).toEqual([]);
  });

  it.each([
    ['01011890', '01/01/1890', '1890-01-01'],
    ['01012030', '01/01/2030', '2030-01-01'],
    ['29022024', '29/02/2024', '2024-02-29'],
  ])('keeps %s, a real date out of range, as typed and stores it for the age checks', async (digits, shown, stored) => {
    const { user, lastValue } = renderWidget(DateWidget);
    await user.type(textbox(), digits);
    expect(textbox().value).toBe(shown);
    expect(lastValue()).toBe(stored);
  });

  it("stores 17051980 as '1980-05-17'", async () => {
    const { user, lastValue } = renderWidget(DateWidget);
    await user.type(textbox(), '17051980');
    expect(textbox().value).toBe('17/05/1980');
    expect(lastValue()).toBe('1980-05-17');
  });

  it('stores the days either side of 120 years ago as typed', async () => {
    const min = startOfDay(subYears(new Date(), 120));
    for (const day of [min, subDays(min, 1)]) {
      const { user, lastValue, unmount } = renderWidget(DateWidget);
      await user.type(textbox(), format(day, 'ddMMyyyy'));
      expect(textbox().value).toBe(format(day, 'dd/MM/yyyy'));
      expect(lastValue()).toBe(format(day, 'yyyy-MM-dd'));
      unmount();
    }
  });

  it('stores a future date as typed, whatever yearsBack and yearsAhead say', async () => {
    const { user, lastValue } = renderWidget(DateWidget, { options: { yearsBack: 0, yearsAhead: 5 } });
    const nextYear = new Date().getFullYear() + 10;
    await user.type(textbox(), `15/06/${nextYear}`);
    expect(lastValue()).toBe(`${nextYear}-06-15`);
  });

  it('keeps the typed digits when one is replaced in the middle', async () => {
    const { user, lastValue } = renderWidget(DateWidget, { value: '1980-05-17' });
    expect(textbox().value).toBe('17/05/1980');
    await user.pointer({ target: textbox(), offset: 2, keys: '[MouseLeft]' });
    await user.keyboard('{backspace}8');
    expect(textbox().value).toBe('18/05/1980');
    expect(lastValue()).toBe('1980-05-18');
    await user.pointer({ target: textbox(), offset: 5, keys: '[MouseLeft]' });
    await user.keyboard('{backspace}{backspace}');
    expect(textbox().value).toBe('18/__/1980');
    await user.keyboard('13');
    expect(textbox().value).toBe('18/13/1980');
    expect(lastValue()).toBe('18/13/1980');
  });

  it("reads a single digit ended by '/' as that digit padded", async () => {
    const { user, lastValue } = renderWidget(DateWidget);
    await user.type(textbox(), '1/5/1990');
    expect(textbox().value).toBe('01/05/1990');
    expect(lastValue()).toBe('1990-05-01');
  });

  it('takes a digit typed before the rest of the date as typed, not padded', async () => {
    const { user, lastValue } = renderWidget(DateWidget, { value: '1980-05-17' });
    await user.pointer({ target: textbox(), offset: 1, keys: '[MouseLeft]' });
    await user.keyboard('{backspace}');
    expect(textbox().value).toBe('7_/05/1980');
    await user.keyboard('4');
    expect(textbox().value).toBe('47/05/1980');
    expect(lastValue()).toBe('47/05/1980');
  });

  it('shows a stored date as dd/mm/yyyy and stores undefined when cleared', async () => {
    const { user, lastValue } = renderWidget(DateWidget, { value: '1975-03-09' });
    expect(textbox().value).toBe('09/03/1975');
    expect(textbox().placeholder).toBe('dd/mm/yyyy');
    await user.clear(textbox());
    expect(lastValue()).toBeUndefined();
  });

  it('shows raw text kept from earlier as it is', () => {
    const { setValue } = renderWidget(DateWidget);
    act(() => setValue('12/0'));
    expect(textbox().value).toBe('12/0');
  });
});

describe('a product whose readers write the month first (en-US)', () => {
  const us = () => ({ formContext: createFormView({ formData: {}, document: {}, hiddenIds: '' }, {}, 'en-US') });

  it('takes the month before the day, hints so, and stores the same day', async () => {
    const { user, lastValue } = renderWidget(DateWidget, us());
    expect(textbox().placeholder).toBe('mm/dd/yyyy');
    await user.type(textbox(), '05171980');
    expect(textbox().value).toBe('05/17/1980');
    expect(lastValue()).toBe('1980-05-17');
  });

  it('shows a stored day month first, and keeps a thirteenth month as typed', async () => {
    renderWidget(DateWidget, { ...us(), value: '1980-05-17' });
    expect(textbox().value).toBe('05/17/1980');
    cleanup();
    const { user, values } = renderWidget(DateWidget, us());
    await user.type(textbox(), '17051980');
    expect(textbox().value).toBe('17/05/1980');
    expect(values().filter((v) => typeof v === 'string' && /^\d{4}-/.test(v))).toEqual([]);
  });

  it('is day first for an Australian product, as for a form with no product', async () => {
    const { user, lastValue } = renderWidget(DateWidget, { formContext: createFormView({ formData: {}, document: {}, hiddenIds: '' }, {}, 'en-AU') });
    expect(textbox().placeholder).toBe('dd/mm/yyyy');
    await user.type(textbox(), '17051980');
    expect(lastValue()).toBe('1980-05-17');
  });
});
