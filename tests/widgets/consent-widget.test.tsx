// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import catalogue from '../../journeys/messages.en-AU.json';
import { messageText } from '../../src/engine/validation/messages';
import { agreementContent } from '../../src/widgets/agreement-content';
import { ConsentWidget } from '../../src/widgets/consent-widget';
import { createFormView, type FormServices } from '../../src/widgets/form-view';
import { FIELD_ID, renderWidget } from './render-widget';

/** The test window has no server behind the links: keep it from following them. */
function stayOnPage(event: MouseEvent) {
  if ((event.target as Element | null)?.closest?.('a')) event.preventDefault();
}
beforeEach(() => document.addEventListener('click', stayOnPage, true));
afterEach(() => {
  document.removeEventListener('click', stayOnPage, true);
  cleanup();
});

const READ_FIRST = catalogue.consentLinksUnread;
const HINT = catalogue.consentReadHint;

const options = {
  consentType: 'PRIVACY_CONSENT',
  text: 'I agree to the {0} and the {1}.',
  links: [
    { label: 'Privacy Policy', href: '/legal/privacy' },
    { label: 'Credit Guide', href: '/legal/credit-guide' },
  ],
};

const DOCUMENTS: Record<string, string> = {
  '/legal/privacy':
    '<!doctype html><html><head><title>x</title></head><body><main><h1>Privacy Policy</h1><h2>Why we collect it</h2><p>To assess your application.</p></main></body></html>',
  '/legal/credit-guide': '<!doctype html><html><body><main><h1>Credit Guide</h1><p>How we lend.</p></main></body></html>',
};

/** The app's services as the form gets them: the agreements of this site and the catalogue's texts. */
function services(read: FormServices['readAgreement'] = async (href) => DOCUMENTS[href] ?? Promise.reject(new Error('404'))): FormServices {
  return { readAgreement: read, text: (key, params) => messageText(catalogue, key, params) };
}

function renderConsent(setup: { value?: unknown; required?: boolean; services?: FormServices } = {}) {
  const formContext = createFormView({ formData: {}, document: {}, hiddenIds: '' }, setup.services ?? services());
  return renderWidget(ConsentWidget, { schema: { type: 'object' }, options, formContext, value: setup.value, required: setup.required });
}

const checkbox = () => screen.getByRole('checkbox') as HTMLInputElement;

/** Opens the agreement behind a link in its dialog, waits for its text and closes the dialog. */
async function read(user: ReturnType<typeof renderConsent>['user'], label: RegExp, text: string) {
  await user.click(screen.getByRole('link', { name: label }));
  const dialog = await screen.findByRole('dialog');
  await within(dialog).findByText(text);
  await user.click(within(dialog).getAllByRole('button', { name: 'Close' })[0]);
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
}

describe('consent', () => {
  it('renders the text with its placeholders as underlined links to the agreements, each opening a dialog', () => {
    renderConsent();
    const privacy = screen.getByRole('link', { name: 'Privacy Policy' });
    expect(privacy.getAttribute('href')).toBe('/legal/privacy');
    expect(privacy.getAttribute('aria-haspopup')).toBe('dialog');
    expect(screen.getByRole('link', { name: 'Credit Guide' }).getAttribute('href')).toBe('/legal/credit-guide');
    expect(checkbox().id).toBe(FIELD_ID);
    expect(screen.getByRole('checkbox', { name: /I agree to the Privacy Policy/ })).toBe(checkbox());
  });

  it('tells assistive technology that a required consent is required', () => {
    renderConsent({ required: true });
    expect(checkbox().required).toBe(true);
    cleanup();
    renderConsent();
    expect(checkbox().required).toBe(false);
  });

  it('shows an agreement in a dialog over the form, its heading as the title, and gives focus back to its link on closing', async () => {
    const { user } = renderConsent();
    const link = screen.getByRole('link', { name: 'Privacy Policy' });
    await user.click(link);
    const dialog = await screen.findByRole('dialog', { name: 'Privacy Policy' });
    expect(await within(dialog).findByText('To assess your application.')).toBeTruthy();
    expect(within(dialog).getByRole('heading', { level: 3, name: 'Why we collect it' })).toBeTruthy();
    expect(dialog.contains(document.activeElement)).toBe(true);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(link));
  });

  it('keeps the checkbox disabled until every agreement was opened', async () => {
    const { user, onChange } = renderConsent();
    expect(checkbox().disabled).toBe(true);

    await read(user, /Privacy Policy/, 'To assess your application.');
    expect(checkbox().disabled).toBe(true);

    await read(user, /Credit Guide/, 'How we lend.');
    expect(checkbox().disabled).toBe(false);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('says beside the box, before it is tapped, that the documents are to be opened first', async () => {
    const { user } = renderConsent();
    const hint = screen.getByText(HINT);
    expect(hint.getAttribute('role')).toBeNull();
    expect(checkbox().getAttribute('aria-describedby')).toContain(hint.id);

    await read(user, /Privacy Policy/, 'To assess your application.');
    await read(user, /Credit Guide/, 'How we lend.');
    expect(screen.queryByText(HINT)).toBeNull();
    expect(checkbox().getAttribute('aria-describedby') ?? '').not.toContain(hint.id);
  });

  it('says to read the agreements when clicked early, and stops saying it once they are opened', async () => {
    const { user, onChange } = renderConsent();
    expect(screen.queryByText(READ_FIRST)).toBeNull();

    await user.click(screen.getByText(/I agree to the/));
    expect(screen.getByRole('alert').textContent).toBe(READ_FIRST);
    expect(checkbox().getAttribute('aria-describedby')).toContain(screen.getByRole('alert').id);
    expect(onChange).not.toHaveBeenCalled();

    await read(user, /Privacy Policy/, 'To assess your application.');
    await read(user, /Credit Guide/, 'How we lend.');
    expect(screen.queryByText(READ_FIRST)).toBeNull();
  });

  it('says so too when the box itself is clicked early', async () => {
    const { user, container, onChange } = renderConsent();
    const control = container.querySelector('[data-mark]') as HTMLElement;
    await user.click(control);
    expect(screen.getByRole('alert').textContent).toBe(READ_FIRST);
    expect(checkbox().checked).toBe(false);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('a click inside the dialog is not a click on the locked box', async () => {
    const { user } = renderConsent();
    await user.click(screen.getByRole('link', { name: 'Privacy Policy' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(await within(dialog).findByText('To assess your application.'));
    expect(screen.queryByText(READ_FIRST)).toBeNull();
  });

  it('counts an agreement opened in a new tab with a modifier key or a middle click, without a dialog', async () => {
    renderConsent();
    fireEvent.click(screen.getByRole('link', { name: 'Privacy Policy' }), { ctrlKey: true });
    fireEvent(screen.getByRole('link', { name: 'Credit Guide' }), new MouseEvent('auxclick', { bubbles: true, button: 1 }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(checkbox().disabled).toBe(false));
  });

  it('offers an agreement it cannot show in a new tab, and counts it once opened there', async () => {
    const { user } = renderConsent({ services: services(async () => Promise.reject(new Error('offline'))) });
    await user.click(screen.getByRole('link', { name: 'Privacy Policy' }));
    const dialog = await screen.findByRole('dialog');
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain(catalogue.agreementUnavailable);
    const newTab = within(alert).getByRole('link', { name: /Privacy Policy/ });
    expect(newTab.getAttribute('target')).toBe('_blank');
    await user.click(newTab);
    await user.keyboard('{Escape}');
    fireEvent.click(screen.getByRole('link', { name: 'Credit Guide' }), { metaKey: true });
    await waitFor(() => expect(checkbox().disabled).toBe(false));
  });

  it('opens the agreements in new tabs where the app cannot show them', async () => {
    const { user } = renderWidget(ConsentWidget, { schema: { type: 'object' }, options });
    const privacy = screen.getByRole('link', { name: /Privacy Policy/ });
    expect(privacy.getAttribute('target')).toBe('_blank');
    expect(privacy.getAttribute('rel')).toContain('noopener');
    expect(privacy.textContent).toContain('(opens in a new tab)');
    await user.click(privacy);
    await user.click(screen.getByRole('link', { name: /Credit Guide/ }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(checkbox().disabled).toBe(false);
  });

  it('stores {type, timestamp, links} when ticked and undefined when unticked', async () => {
    const { user, values } = renderConsent();
    await read(user, /Privacy Policy/, 'To assess your application.');
    await read(user, /Credit Guide/, 'How we lend.');
    const before = Date.now();
    await user.click(checkbox());

    const [consent] = values() as [{ type: string; timestamp: string; links: string[] }];
    expect(consent.type).toBe('PRIVACY_CONSENT');
    expect(consent.links).toEqual(['/legal/privacy', '/legal/credit-guide']);
    expect(new Date(consent.timestamp).toISOString()).toBe(consent.timestamp);
    expect(Date.parse(consent.timestamp)).toBeGreaterThanOrEqual(before - 1000);
    expect(checkbox().checked).toBe(true);

    await user.click(screen.getByText(/I agree to the/));
    expect(values()).toHaveLength(2);
    expect(values()[1]).toBeUndefined();
    expect(checkbox().checked).toBe(false);
  });

  it('shows a consent given earlier ticked, without the hint, and lets it be withdrawn', async () => {
    const given = { type: 'PRIVACY_CONSENT', timestamp: '2026-01-02T03:04:05.000Z', links: ['/legal/privacy'] };
    const { user, lastValue } = renderConsent({ value: given });
    expect(checkbox().checked).toBe(true);
    expect(checkbox().disabled).toBe(false);
    expect(screen.queryByText(HINT)).toBeNull();
    await user.click(checkbox());
    expect(lastValue()).toBeUndefined();
  });
});

describe('agreement content', () => {
  it('keeps the text of a document and nothing that runs', () => {
    const onclick = vi.fn();
    (window as unknown as { pwned: () => void }).pwned = onclick;
    const { title, body } = agreementContent(
      '<main><h1>Terms</h1><h2>Use</h2><p onclick="pwned()">Read <a href="javascript:pwned()">this</a> and <a href="https://example.com/x">that</a>.</p><script>pwned()</script><object data="/x"></object><embed src="/y"><ul>\n<li>One</li>\n</ul></main>',
    );
    expect(title).toBe('Terms');
    const { container } = render(<div>{body}</div>);
    expect(container.querySelector('h1')).toBeNull();
    expect(container.querySelector('h3')?.textContent).toBe('Use');
    expect(container.querySelector('script, object, embed, [onclick]')).toBeNull();
    const links = container.querySelectorAll('a');
    expect(links).toHaveLength(1);
    expect(links[0].getAttribute('href')).toBe('https://example.com/x');
    expect(links[0].getAttribute('target')).toBe('_blank');
    expect(container.textContent).toContain('Read this and that.');
    expect(container.querySelector('li')?.textContent).toBe('One');
    expect(onclick).not.toHaveBeenCalled();
  });
});
