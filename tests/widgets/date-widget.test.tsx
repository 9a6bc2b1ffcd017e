// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, screen } from '@testing-library/react';
import { format, startOfDay, subDays, subYears } from 'date-fns';
import { DateWidget } from '../../src/widgets/date-widget.tsx';
import { renderWidget } from './render-widget.tsx';

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

  it('corrects a year before the 120-year range into it', async () => {
    const { user, lastValue } = renderWidget(DateWidget);
    await user.type(textbox(), '01/01/1850');
    expect(textbox().value).toBe('01/01/1950');
    expect(lastValue()).toBe('1950-01-01');
  });

  it('corrects a future year back into the range', async () => {
    const { user, lastValue } = renderWidget(DateWidget);
    await user.type(textbox(), '01/01/3000');
    expect(textbox().value).toBe('01/01/2000');
    expect(lastValue()).toBe('2000-01-01');
  });

  it('refuses the digit that would complete a date that does not exist', async () => {
    const { user, lastValue } = renderWidget(DateWidget);
    await user.type(textbox(), '31/02/1990');
    expect(textbox().value).toBe('31/02/199');
    expect(lastValue()).toBe('31/02/199');
  });

  it('accepts the day 120 years ago but not the day before it', async () => {
    const min = startOfDay(subYears(new Date(), 120));
    const first = renderWidget(DateWidget);
    await first.user.type(textbox(), format(min, 'dd/MM/yyyy'));
    expect(first.lastValue()).toBe(format(min, 'yyyy-MM-dd'));
    first.unmount();

    const dayBefore = subDays(min, 1);
    const second = renderWidget(DateWidget);
    await second.user.type(textbox(), format(dayBefore, 'dd/MM/yyyy'));
    expect(second.lastValue()).not.toBe(format(dayBefore, 'yyyy-MM-dd'));
  });

  it('honours ui:options yearsBack and yearsAhead', async () => {
    const { user, lastValue } = renderWidget(DateWidget, { options: { yearsBack: 0, yearsAhead: 5 } });
    const nextYear = new Date().getFullYear() + 1;
    await user.type(textbox(), `15/06/${nextYear}`);
    expect(lastValue()).toBe(`${nextYear}-06-15`);
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
