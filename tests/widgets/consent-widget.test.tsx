// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { CONSENT_READ_FIRST, ConsentWidget } from '../../src/widgets/consent-widget.tsx';
import { FIELD_ID, renderWidget } from './render-widget.tsx';

/** The test window has no server behind the links: keep it from following them. */
function stayOnPage(event: MouseEvent) {
  if ((event.target as Element | null)?.closest?.('a')) event.preventDefault();
}
beforeEach(() => document.addEventListener('click', stayOnPage, true));
afterEach(() => {
  document.removeEventListener('click', stayOnPage, true);
  cleanup();
});

const options = {
  consentType: 'PRIVACY_CONSENT',
  text: 'I agree to the {0} and the {1}.',
  links: [
    { label: 'Privacy Policy', href: '/legal/privacy' },
    { label: 'Credit Guide', href: '/legal/credit-guide' },
  ],
};

const checkbox = () => screen.getByRole('checkbox') as HTMLInputElement;

describe('consent', () => {
  it('renders the text with its placeholders as underlined links opening in a new tab', () => {
    renderWidget(ConsentWidget, { schema: { type: 'object' }, options });
    const privacy = screen.getByRole('link', { name: /Privacy Policy/ });
    expect(privacy.getAttribute('href')).toBe('/legal/privacy');
    expect(privacy.getAttribute('target')).toBe('_blank');
    expect(privacy.getAttribute('rel')).toContain('noopener');
    expect(screen.getByRole('link', { name: /Credit Guide/ }).getAttribute('href')).toBe('/legal/credit-guide');
    expect(checkbox().id).toBe(FIELD_ID);
    expect(screen.getByRole('checkbox', { name: /I agree to the Privacy Policy/ })).toBe(checkbox());
  });

  it('tells assistive technology that a required consent is required', () => {
    renderWidget(ConsentWidget, { schema: { type: 'object' }, options, required: true });
    expect(checkbox().required).toBe(true);
    cleanup();
    renderWidget(ConsentWidget, { schema: { type: 'object' }, options });
    expect(checkbox().required).toBe(false);
  });

  it('keeps the checkbox disabled until every link was opened', async () => {
    const { user, onChange } = renderWidget(ConsentWidget, { schema: { type: 'object' }, options });
    expect(checkbox().disabled).toBe(true);

    await user.click(screen.getByRole('link', { name: /Privacy Policy/ }));
    expect(checkbox().disabled).toBe(true);

    await user.click(screen.getByRole('link', { name: /Credit Guide/ }));
    expect(checkbox().disabled).toBe(false);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('says to read the agreements when clicked early, and stops saying it once they are opened', async () => {
    const { user, onChange } = renderWidget(ConsentWidget, { schema: { type: 'object' }, options });
    expect(screen.queryByText(CONSENT_READ_FIRST)).toBeNull();

    await user.click(screen.getByText(/I agree to the/));
    expect(screen.getByRole('alert').textContent).toBe(CONSENT_READ_FIRST);
    expect(checkbox().getAttribute('aria-describedby')).toContain(screen.getByRole('alert').id);
    expect(onChange).not.toHaveBeenCalled();

    await user.click(screen.getByRole('link', { name: /Privacy Policy/ }));
    await user.click(screen.getByRole('link', { name: /Credit Guide/ }));
    expect(screen.queryByText(CONSENT_READ_FIRST)).toBeNull();
  });

  it('says so too when the box itself is clicked early', async () => {
    const { user, container, onChange } = renderWidget(ConsentWidget, { schema: { type: 'object' }, options });
    const control = container.querySelector('[data-part="control"]') as HTMLElement;
    await user.click(control);
    expect(screen.getByRole('alert').textContent).toBe(CONSENT_READ_FIRST);
    expect(checkbox().checked).toBe(false);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('stores {type, timestamp, links} when ticked and undefined when unticked', async () => {
    const { user, values } = renderWidget(ConsentWidget, { schema: { type: 'object' }, options });
    await user.click(screen.getByRole('link', { name: /Privacy Policy/ }));
    await user.click(screen.getByRole('link', { name: /Credit Guide/ }));
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

  it('shows a consent given earlier ticked, and lets it be withdrawn', async () => {
    const given = { type: 'PRIVACY_CONSENT', timestamp: '2026-01-02T03:04:05.000Z', links: ['/legal/privacy'] };
    const { user, lastValue } = renderWidget(ConsentWidget, { schema: { type: 'object' }, options, value: given });
    expect(checkbox().checked).toBe(true);
    expect(checkbox().disabled).toBe(false);
    await user.click(checkbox());
    expect(lastValue()).toBeUndefined();
  });
});
