// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { CheckboxesWidget } from '../../src/widgets/checkboxes-widget';
import { MonthWidget } from '../../src/widgets/month-widget';
import { RadioWidget } from '../../src/widgets/radio-widget';
import { SelectWidget } from '../../src/widgets/select-widget';
import { YesNoWidget } from '../../src/widgets/yes-no-widget';
import { FIELD_ID, renderWidget } from './render-widget';

afterEach(cleanup);

describe('yesNo', () => {
  it('is unanswered until a radio is chosen, then stores true or false', async () => {
    const { user, values } = renderWidget(YesNoWidget, { schema: { type: 'boolean' } });
    const yes = screen.getByRole('radio', { name: 'Yes' }) as HTMLInputElement;
    const no = screen.getByRole('radio', { name: 'No' }) as HTMLInputElement;
    expect(yes.checked).toBe(false);
    expect(no.checked).toBe(false);

    await user.click(screen.getByText('Yes'));
    expect(values()).toEqual([true]);
    expect(yes.checked).toBe(true);

    await user.click(screen.getByText('No'));
    expect(values()).toEqual([true, false]);
    expect(no.checked).toBe(true);
  });

  it('lays its two radios out horizontally', () => {
    renderWidget(YesNoWidget, { schema: { type: 'boolean' } });
    expect(screen.getByRole('radiogroup').getAttribute('aria-orientation')).toBe('horizontal');
  });

  it('takes its labels from ui:options', () => {
    renderWidget(YesNoWidget, { schema: { type: 'boolean' }, options: { yesLabel: 'I do', noLabel: 'I do not' } });
    expect(screen.getByRole('radio', { name: 'I do' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'I do not' })).toBeTruthy();
  });

  it('shows a stored false as No', () => {
    renderWidget(YesNoWidget, { schema: { type: 'boolean' }, value: false });
    expect((screen.getByRole('radio', { name: 'No' }) as HTMLInputElement).checked).toBe(true);
  });
});

describe('radio', () => {
  it('lays out two options horizontally', () => {
    renderWidget(RadioWidget, { schema: { type: 'string', enum: ['MONTHLY', 'WEEKLY'] } });
    expect(screen.getByRole('radiogroup').getAttribute('aria-orientation')).toBe('horizontal');
  });

  it('lays out three or more options vertically', () => {
    renderWidget(RadioWidget, { schema: { type: 'string', enum: ['DAILY', 'WEEKLY', 'MONTHLY'] } });
    expect(screen.getByRole('radiogroup').getAttribute('aria-orientation')).toBe('vertical');
  });

  it('stores the chosen enum value, labelled by ui:enumNames', async () => {
    const { user, lastValue } = renderWidget(RadioWidget, {
      schema: { type: 'string', enum: ['DAILY', 'WEEKLY', 'MONTHLY'] },
      uiSchema: { 'ui:enumNames': ['Daily', 'Weekly', 'Monthly'] },
    });
    await user.click(screen.getByText('Weekly'));
    expect(lastValue()).toBe('WEEKLY');
    expect((screen.getByRole('radio', { name: 'Weekly' }) as HTMLInputElement).checked).toBe(true);
  });

  it("gives each radio RJSF's option id and the group the field's id", () => {
    renderWidget(RadioWidget, { schema: { type: 'string', enum: ['A', 'B'] } });
    expect(screen.getByRole('radiogroup').id).toBe(FIELD_ID);
    expect(screen.getAllByRole('radio').map((radio) => radio.id)).toEqual([`${FIELD_ID}-0`, `${FIELD_ID}-1`]);
  });
});

describe('checkboxes', () => {
  const schema = {
    type: 'array' as const,
    uniqueItems: true,
    items: { type: 'string' as const, enum: ['EQUIPMENT_PURCHASES', 'MARKETING', 'OTHER'] },
  };
  const uiSchema = { items: { 'ui:enumNames': ['Equipment Purchases', 'Marketing', 'Other'] } };

  it('stores the ticked values in the enum order', async () => {
    const { user, values } = renderWidget(CheckboxesWidget, { schema, uiSchema });
    await user.click(screen.getByText('Other'));
    await user.click(screen.getByText('Equipment Purchases'));
    expect(values()).toEqual([['OTHER'], ['EQUIPMENT_PURCHASES', 'OTHER']]);

    await user.click(screen.getByText('Other'));
    expect(values().at(-1)).toEqual(['EQUIPMENT_PURCHASES']);
  });

  it('shows stored values ticked', () => {
    renderWidget(CheckboxesWidget, { schema, uiSchema, value: ['MARKETING'] });
    const boxes = screen.getAllByRole('checkbox') as HTMLInputElement[];
    expect(boxes.map((box) => box.checked)).toEqual([false, true, false]);
    expect(boxes.map((box) => box.id)).toEqual([`${FIELD_ID}-0`, `${FIELD_ID}-1`, `${FIELD_ID}-2`]);
  });
});

describe('select', () => {
  it("offers 'Please select' then the enum labels, and stores the chosen value", async () => {
    const { user, lastValue } = renderWidget(SelectWidget, {
      schema: { type: 'string', enum: ['SOLE_TRADER', 'COMPANY'] },
      uiSchema: { 'ui:enumNames': ['Sole trader', 'Company'] },
    });
    const select = screen.getByRole('combobox') as HTMLSelectElement;
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Please select', 'Sole trader', 'Company']);
    expect(select.value).toBe('');

    await user.selectOptions(select, 'Company');
    expect(lastValue()).toBe('COMPANY');

    await user.selectOptions(select, 'Please select');
    expect(lastValue()).toBeUndefined();
  });
});

describe('month', () => {
  it('offers January to December and stores JAN..DEC', async () => {
    const { user, lastValue } = renderWidget(MonthWidget, { schema: { type: 'string' } });
    const names = screen.getAllByRole('option').map((option) => option.textContent);
    expect(names).toHaveLength(13);
    expect(names.slice(1, 3)).toEqual(['January', 'February']);
    expect(names.at(-1)).toBe('December');
    await user.selectOptions(screen.getByRole('combobox'), 'March');
    expect(lastValue()).toBe('MAR');
  });
});
