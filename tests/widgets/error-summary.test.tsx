// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import Form from '@rjsf/core';
import { ErrorSchemaBuilder } from '@rjsf/utils';
import type { RJSFSchema } from '@rjsf/utils';
import validator from '@rjsf/validator-ajv8';
import { ErrorSummary, templates, widgetNames, widgetRegistry } from '../../src/widgets/registry';
import { summaryLine } from '../../src/widgets/error-summary';
import { OutstandingAnswers } from '../../src/widgets/outstanding-answers';
import { fieldClass } from '../../src/widgets/templates/field-classes';
import '../support/lazy-widgets-loaded';

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
        <input id="root_phone" aria-label="Mobile phone" />
        <div id="root_type" role="radiogroup">
          <input type="radio" aria-label="Company" />
        </div>
      </ChakraProvider>,
    );
    const alert = screen.getByRole('alert');
    expect(within(alert).getByText('Please fix the following:')).toBeTruthy();
    const links = within(alert).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['#root_phone', '#root_type']);
    expect(links[0].textContent).toBe('Mobile phone — Please enter a valid 10 digit Australian phone number.');

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
    expect(link.textContent).toBe('Mobile phone — Incorrect value.');
  });
});

describe('a summary line', () => {
  it('reads well after a label that is a question: a dash, never a colon after the question mark', () => {
    expect(summaryLine('How much would you like to borrow?', 'Please enter a valid loan amount.')).toBe(
      'How much would you like to borrow? — Please enter a valid loan amount.',
    );
    expect(summaryLine('First name', 'Required.')).toBe('First name — Required.');
    expect(summaryLine('', 'Required.')).toBe('Required.');
  });
});

describe('OutstandingAnswers', () => {
  it('lists what is still to answer, each a link that focuses its field; a locked field gives focus to its first link', async () => {
    const user = userEvent.setup();
    render(
      <ChakraProvider value={defaultSystem}>
        <OutstandingAnswers
          id="outstanding"
          heading="To continue, please answer or correct:"
          answers={[
            { fieldId: 'root_firstName', label: 'First name' },
            { fieldId: 'root_consent', label: 'Privacy consent' },
            { fieldId: 'root_table', label: 'Ownership summary' },
          ]}
        />
        <input id="root_firstName" aria-label="First name" />
        <div className={fieldClass.root}>
          <input id="root_consent" type="checkbox" disabled aria-label="Consent" />
          <a href="/legal/privacy">Privacy Policy</a>
        </div>
        <table id="root_table" tabIndex={-1} aria-label="Ownership summary" />
      </ChakraProvider>,
    );
    const list = document.getElementById('outstanding')!;
    expect(within(list).getByText('To continue, please answer or correct:')).toBeTruthy();
    await user.click(within(list).getByRole('link', { name: 'First name' }));
    expect(document.activeElement).toBe(screen.getByLabelText('First name'));
    await user.click(within(list).getByRole('link', { name: 'Privacy consent' }));
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Privacy Policy' }));
    await user.click(within(list).getByRole('link', { name: 'Ownership summary' }));
    expect(document.activeElement).toBe(screen.getByRole('table', { name: 'Ownership summary' }));
  });

  it('renders nothing when nothing is outstanding', () => {
    const { container } = render(
      <ChakraProvider value={defaultSystem}>
        <OutstandingAnswers id="outstanding" heading="To continue:" answers={[]} />
      </ChakraProvider>,
    );
    expect(container.textContent).toBe('');
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
      'ein',
      'ssn',
      'usZip',
      'usPhone',
    ]);
  });
});
