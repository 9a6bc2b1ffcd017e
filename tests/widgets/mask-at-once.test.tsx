// @vitest-environment happy-dom
/**
 * A masked field that holds a value, or shows it in part (maskLast), asks for the mask library
 * as it mounts rather than waiting for the applicant; one shown in part takes no typing until the
 * mask that hides the rest is bound. IMask's arrival is held back here.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { PhoneWidget } from '../../src/widgets/phone-widget';
import { renderWidget } from './render-widget';

const arrival = await vi.hoisted(async () => (await import('../support/held-arrival')).heldArrival());
vi.mock('imask', (importOriginal) => arrival.hold(importOriginal));

afterEach(cleanup);

const textbox = () => screen.getByRole('textbox') as HTMLInputElement;

describe('a masked field with a value', () => {
  it('shown in part, asks for the mask as it mounts and is neither shown nor edited until it is bound', async () => {
    renderWidget(PhoneWidget, { options: { maskLast: 4 }, value: '0412345678' });
    await waitFor(() => expect(arrival.asked).toBe(true));
    expect(textbox().value).toBe('');
    expect(textbox().readOnly).toBe(true);
  });

  it('shows the value meanwhile, and formats it when the mask comes', async () => {
    renderWidget(PhoneWidget, { value: '0298765432' });
    expect(textbox().value).toBe('0298765432');
    await act(async () => arrival.come());
    await waitFor(() => expect(textbox().value).toBe('02 9876 5432'));
  });

  it('shown in part, is shown in part and edited once its mask is bound', () => {
    renderWidget(PhoneWidget, { options: { maskLast: 4 }, value: '0412345678' });
    expect(textbox().value).toBe('**** **5 678');
    expect(textbox().readOnly).toBe(false);
  });
});
