// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import Form from '@rjsf/core';
import { ErrorSchemaBuilder } from '@rjsf/utils';
import type { RJSFSchema } from '@rjsf/utils';
import validator from '@rjsf/validator-ajv8';
import { ErrorSummary, templates, widgetNames, widgetRegistry } from '../../src/widgets/registry.ts';

afterEach(cleanup);

describe('ErrorSummary', () => {
  it('renders nothing without errors', () => {
    const { container } = render(
      <ChakraProvider value={defaultSystem}>
        <ErrorSummary errors={[]} />
      </ChakraProvider>,
    );
    expect(container.textContent).toBe('');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('lists the errors as links that focus their fields', async () => {
    const user = userEvent.setup();
    render(
      <ChakraProvider value={defaultSystem}>
        <ErrorSummary
          errors={[
            { fieldId: 'root_phone', label: 'Mobile phone', message: 'Please enter a valid 10 digit Australian phone number.' },
            { fieldId: 'root_type', label: 'Business type', message: 'Please select an option.' },
          ]}
        />
        <input id='root_phone' aria-label='Mobile phone' />
        <div id='root_type' role='radiogroup'>
          <input type='radio' aria-label='Company' />
        </div>
      </ChakraProvider>,
    );
    const alert = screen.getByRole('alert');
    expect(within(alert).getByText('Please fix the following:')).toBeTruthy();
    const links = within(alert).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['#root_phone', '#root_type']);
    expect(links[0].textContent).toBe('Mobile phone: Please enter a valid 10 digit Australian phone number.');

    await user.click(links[0]);
    expect(document.activeElement).toBe(screen.getByLabelText('Mobile phone'));
    await user.click(links[1]);
    expect(document.activeElement).toBe(screen.getByLabelText('Company'));
  });

  it("is RJSF's error list, linking each error to its field", () => {
    const schema: RJSFSchema = {
      type: 'object',
      properties: { owner: { type: 'object', properties: { phone: { type: 'string', title: 'Mobile phone' } } } },
    };
    render(
      <ChakraProvider value={defaultSystem}>
        <Form
          schema={schema}
          uiSchema={{ owner: { phone: { 'ui:widget': 'phone' } } }}
          validator={validator}
          widgets={widgetRegistry}
          templates={templates}
          extraErrors={new ErrorSchemaBuilder().addErrors('Incorrect value.', ['owner', 'phone']).ErrorSchema}
        />
      </ChakraProvider>,
    );
    const link = within(screen.getByRole('alert')).getByRole('link');
    expect(link.getAttribute('href')).toBe('#root_owner_phone');
    expect(link.textContent).toBe('Mobile phone: Incorrect value.');
  });
});

describe('registry', () => {
  it('names exactly the widgets journeys use', () => {
    expect(widgetNames).toEqual([
      'text',
      'email',
      'phone',
      'money',
      'date',
      'year',
      'month',
      'percent',
      'select',
      'radio',
      'yesNo',
      'checkboxes',
      'abn',
      'acn',
      'postcode',
      'consent',
    ]);
  });
});
