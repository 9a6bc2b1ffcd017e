// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import Form from '@rjsf/core';
import type { IChangeEvent } from '@rjsf/core';
import { ErrorSchemaBuilder } from '@rjsf/utils';
import type { ErrorSchema, RJSFSchema, UiSchema } from '@rjsf/utils';
import validator from '@rjsf/validator-ajv8';
import { formFields, templates, widgetRegistry } from '../../src/widgets/registry';
import { fieldClass } from '../../src/widgets/templates/field-classes';
import '../support/lazy-widgets-loaded';

/** What the portal's forms are given: its widgets, fields (the list's included) and templates. */
const portalRegistry = { widgets: widgetRegistry, fields: formFields, templates };

function stayOnPage(event: MouseEvent) {
  if ((event.target as Element | null)?.closest?.('a')) event.preventDefault();
}
beforeEach(() => document.addEventListener('click', stayOnPage, true));
afterEach(() => {
  document.removeEventListener('click', stayOnPage, true);
  cleanup();
});

const schema: RJSFSchema = {
  type: 'object',
  required: ['firstName', 'phone', 'legalEntityType'],
  properties: {
    firstName: { type: 'string', title: 'First name', maxLength: 20 },
    email: { type: 'string', title: 'Email' },
    phone: { type: 'string', title: 'Mobile phone' },
    desiredLoanAmount: { type: 'integer', title: 'How much would you like to borrow?' },
    dateOfBirth: { type: 'string', title: 'Date of birth' },
    establishedDate: { type: 'string', title: 'Year established' },
    legalEntityType: { type: 'string', title: 'Business type', enum: ['SOLE_TRADER', 'COMPANY', 'TRUST'] },
    hasAdditionalOwners: { type: 'boolean', title: 'Are there other owners?' },
    fundingPurposes: {
      type: 'array',
      title: 'What is the loan for?',
      uniqueItems: true,
      items: { type: 'string', enum: ['MARKETING', 'OTHER'] },
    },
    privacyConsent: {
      type: 'object',
      title: 'Privacy consent',
      properties: {
        type: { type: 'string' },
        timestamp: { type: 'string' },
        links: { type: 'array', items: { type: 'string' } },
      },
    },
    partnerCode: { type: 'string', title: 'Partner code' },
  },
};

const uiSchema: UiSchema = {
  firstName: { 'ui:widget': 'text', 'ui:options': { autocomplete: 'given-name' } },
  email: { 'ui:widget': 'email' },
  phone: { 'ui:widget': 'phone', 'ui:help': 'We will text you a code.' },
  desiredLoanAmount: { 'ui:widget': 'money' },
  dateOfBirth: { 'ui:widget': 'date', 'ui:options': { autocomplete: 'bday' } },
  establishedDate: { 'ui:widget': 'year' },
  legalEntityType: { 'ui:widget': 'radio', 'ui:enumNames': ['Sole trader', 'Company', 'Trust'] },
  hasAdditionalOwners: { 'ui:widget': 'yesNo' },
  fundingPurposes: { 'ui:widget': 'checkboxes', items: { 'ui:enumNames': ['Marketing', 'Other'] } },
  privacyConsent: {
    'ui:widget': 'consent',
    'ui:options': {
      consentType: 'PRIVACY_CONSENT',
      text: 'I agree to the {0}.',
      links: [{ label: 'Privacy Policy', href: '/legal/privacy' }],
    },
  },
  partnerCode: { 'ui:widget': 'hidden' },
};

const PHONE_ERROR = 'Please enter a valid 10 digit Australian phone number.';

function renderForm(extraErrors?: ErrorSchema) {
  let latest: Record<string, unknown> = {};
  const user = userEvent.setup();
  render(
    <ChakraProvider value={defaultSystem}>
      <Form
        schema={schema}
        uiSchema={uiSchema}
        validator={validator}
        {...portalRegistry}
        extraErrors={extraErrors}
        showErrorList={false}
        onChange={(event: IChangeEvent) => {
          latest = event.formData as Record<string, unknown>;
        }}
      />
    </ChakraProvider>,
  );
  return { user, formData: () => latest };
}

describe('a form of these widgets and templates', () => {
  it('labels every input and stores what each widget stores', async () => {
    const { user, formData } = renderForm();

    const firstName = screen.getByLabelText(/First name/) as HTMLInputElement;
    expect(firstName.id).toBe('root_firstName');
    expect(firstName.maxLength).toBe(20);
    expect(firstName.getAttribute('autocomplete')).toBe('given-name');
    await user.type(firstName, 'Ann');

    await user.type(screen.getByLabelText('Email'), 'ann @example.com');
    await user.type(screen.getByLabelText(/Mobile phone/), '0298765432');
    expect((screen.getByLabelText(/Mobile phone/) as HTMLInputElement).value).toBe('02 9876 5432');
    await user.type(screen.getByLabelText(/borrow/), '150000');
    expect((screen.getByLabelText(/borrow/) as HTMLInputElement).value).toBe('150,000');
    await user.type(screen.getByLabelText('Date of birth'), '31121990');
    await user.type(screen.getByLabelText('Year established'), '2015');

    const businessType = screen.getByRole('radiogroup', { name: /Business type/ });
    await user.click(within(businessType).getByText('Company'));
    const owners = screen.getByRole('radiogroup', { name: 'Are there other owners?' });
    await user.click(within(owners).getByText('No'));
    await user.click(screen.getByRole('checkbox', { name: 'Other' }));

    expect(formData()).toMatchObject({
      firstName: 'Ann',
      email: 'ann@example.com',
      phone: '0298765432',
      desiredLoanAmount: 150000,
      dateOfBirth: '1990-12-31',
      establishedDate: '2015-01-01',
      legalEntityType: 'COMPANY',
      hasAdditionalOwners: false,
      fundingPurposes: ['OTHER'],
    });
  });

  it('renders the consent widget for an object-valued field and stores its value', async () => {
    const { user, formData } = renderForm();
    const consent = screen.getByRole('checkbox', { name: /I agree to the Privacy Policy/ }) as HTMLInputElement;
    expect(consent.id).toBe('root_privacyConsent');
    expect(consent.disabled).toBe(true);
    expect(screen.queryByLabelText('timestamp')).toBeNull();

    await user.click(screen.getByRole('link', { name: /Privacy Policy/ }));
    await user.click(consent);
    expect(formData().privacyConsent).toMatchObject({ type: 'PRIVACY_CONSENT', links: ['/legal/privacy'] });
  });

  it('groups radios and checkboxes under a legend', () => {
    renderForm();
    expect(screen.getByRole('group', { name: /Business type/ }).tagName).toBe('FIELDSET');
    expect(screen.getByRole('group', { name: 'What is the loan for?' }).tagName).toBe('FIELDSET');
  });

  it('shows an extraErrors message under its field and points the input at it', () => {
    renderForm(new ErrorSchemaBuilder().addErrors([PHONE_ERROR, 'A second message'], 'phone').ErrorSchema);
    const phone = screen.getByLabelText(/Mobile phone/);
    const error = screen.getByText(PHONE_ERROR);
    expect(error.id).toBe('root_phone__error');
    expect(screen.queryByText('A second message')).toBeNull();
    expect(phone.getAttribute('aria-invalid')).toBe('true');
    expect(phone.getAttribute('aria-describedby')?.split(' ')).toEqual(['root_phone__error', 'root_phone__help']);
    expect(document.getElementById('root_phone__help')?.textContent).toBe('We will text you a code.');
    // The message is inside the phone field, after its input.
    const field = phone.closest(`.${fieldClass.root}`);
    expect(field?.contains(error)).toBe(true);
    expect(phone.compareDocumentPosition(error) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    const firstName = screen.getByLabelText(/First name/);
    expect(firstName.getAttribute('aria-invalid')).toBeNull();
    expect(firstName.getAttribute('aria-describedby')).toBeNull();
  });

  it('shows an error for a group under its legend', () => {
    renderForm(new ErrorSchemaBuilder().addErrors('Please select an option.', 'legalEntityType').ErrorSchema);
    const group = screen.getByRole('group', { name: /Business type/ });
    expect(within(group).getByText('Please select an option.').id).toBe('root_legalEntityType__error');
    expect(group.getAttribute('aria-describedby')).toBe('root_legalEntityType__error');
  });

  it("gives every field's error one style: a text input's, a group's and a list's", () => {
    renderForm(
      new ErrorSchemaBuilder()
        .addErrors(PHONE_ERROR, 'phone')
        .addErrors('Please select an option.', 'legalEntityType')
        .addErrors('Please select at least one use of funds.', 'fundingPurposes').ErrorSchema,
    );
    for (const id of ['root_phone', 'root_legalEntityType', 'root_fundingPurposes']) {
      expect(document.getElementById(`${id}__error`)?.className, id).toBe(fieldClass.error);
    }
  });

  it('says a group is left when focus leaves it, not when it moves from one of its inputs to the next', async () => {
    const left: string[] = [];
    const user = userEvent.setup();
    render(
      <ChakraProvider value={defaultSystem}>
        <Form schema={schema} uiSchema={uiSchema} validator={validator} {...portalRegistry} onBlur={(id) => left.push(id)} />
      </ChakraProvider>,
    );
    const [marketing, other] = screen.getAllByRole('checkbox').filter((box) => box.id.startsWith('root_fundingPurposes'));
    marketing.focus();
    await user.tab();
    expect(document.activeElement).toBe(other);
    expect(left).not.toContain('root_fundingPurposes');
    await user.tab();
    expect(left).toContain('root_fundingPurposes');
  });

  it('marks required fields', () => {
    renderForm();
    expect((screen.getByLabelText(/First name/) as HTMLInputElement).required).toBe(true);
    expect((screen.getByLabelText('Email') as HTMLInputElement).required).toBe(false);
  });

  it('locks read-only fields', () => {
    render(
      <ChakraProvider value={defaultSystem}>
        <Form
          schema={schema}
          uiSchema={{ ...uiSchema, 'ui:readonly': true, legalEntityType: { 'ui:widget': 'select' } }}
          validator={validator}
          {...portalRegistry}
        />
      </ChakraProvider>,
    );
    expect((screen.getByLabelText(/First name/) as HTMLInputElement).readOnly).toBe(true);
    expect((screen.getByLabelText(/Mobile phone/) as HTMLInputElement).readOnly).toBe(true);
    expect((screen.getByLabelText(/Business type/) as HTMLSelectElement).disabled).toBe(true);
  });

  it('renders nothing for a hidden field and no submit button', () => {
    renderForm();
    expect(document.getElementById('root_partnerCode')).toBeNull();
    expect(screen.queryByText('Partner code')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });
});

describe('a list of owners', () => {
  const ownersSchema: RJSFSchema = {
    type: 'object',
    properties: {
      owners: {
        type: 'array',
        title: 'Owners',
        maxItems: 2,
        items: {
          type: 'object',
          title: 'Owner',
          properties: {
            firstName: { type: 'string', title: 'First name' },
            percentOwnership: { type: 'string', title: 'Ownership' },
          },
        },
      },
    },
  };
  const ownersUiSchema: UiSchema = {
    owners: {
      'ui:options': { addLabel: 'Add another owner', orderable: false },
      items: { percentOwnership: { 'ui:widget': 'percent' } },
    },
  };

  it('adds and removes owners up to maxItems', async () => {
    let latest: Record<string, unknown> = {};
    const user = userEvent.setup();
    render(
      <ChakraProvider value={defaultSystem}>
        <Form
          schema={ownersSchema}
          uiSchema={ownersUiSchema}
          validator={validator}
          {...portalRegistry}
          onChange={(event: IChangeEvent) => {
            latest = event.formData as Record<string, unknown>;
          }}
        />
      </ChakraProvider>,
    );
    expect(screen.getByRole('group', { name: 'Owners' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Add another owner' }));
    await user.type(screen.getByLabelText('Ownership'), '60');
    await user.click(screen.getByRole('button', { name: 'Add another owner' }));
    expect(screen.getAllByLabelText('Ownership')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Add another owner' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Move/ })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Remove item 2' }));
    expect(screen.getAllByLabelText('Ownership')).toHaveLength(1);
    expect(latest.owners).toEqual([{ percentOwnership: '60' }]);
  });

  it("names the first owner's button apart from the next ones', and says why there is no button at the limit", async () => {
    const user = userEvent.setup();
    const limitNote = 'An application can have up to 3 owners, including you.';
    render(
      <ChakraProvider value={defaultSystem}>
        <Form
          schema={ownersSchema}
          uiSchema={{
            owners: { ...ownersUiSchema.owners, 'ui:options': { addLabel: 'Add another owner', addFirstLabel: 'Add an owner', limitNote, orderable: false } },
          }}
          validator={validator}
          {...portalRegistry}
        />
      </ChakraProvider>,
    );
    expect(screen.queryByRole('button', { name: 'Add another owner' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Add an owner' }));
    expect(screen.queryByRole('button', { name: 'Add an owner' })).toBeNull();
    expect(screen.queryByText(limitNote)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Add another owner' }));
    expect(screen.queryByRole('button', { name: /^Add/ })).toBeNull();
    expect(screen.getByRole('status').textContent).toBe(limitNote);
    await user.click(screen.getByRole('button', { name: 'Remove item 2' }));
    expect(screen.queryByText(limitNote)).toBeNull();
    expect(screen.getByRole('button', { name: 'Add another owner' })).toBeTruthy();
  });
});
