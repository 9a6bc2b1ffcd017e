// @vitest-environment happy-dom
/**
 * The mask library on demand: an empty masked field (the first step's phone number) takes typing
 * before IMask has come, which is fetched once the applicant starts on the page, and what was
 * typed meanwhile is formatted and stored when it comes. IMask's arrival is held back here.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { PhoneWidget } from '../../src/widgets/phone-widget';
import { renderWidget } from './render-widget';

const arrival = await vi.hoisted(async () => (await import('../support/held-arrival')).heldArrival());
vi.mock('imask', (importOriginal) => arrival.hold(importOriginal));

afterEach(cleanup);

const textbox = () => screen.getByRole('textbox') as HTMLInputElement;

describe('the mask library on demand', () => {
  it('is not fetched as an empty field mounts, but once the applicant starts on the page', async () => {
    const { user } = renderWidget(PhoneWidget);
    const otherField = document.body.appendChild(document.createElement('input'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(arrival.asked).toBe(false);
    await user.click(otherField);
    await waitFor(() => expect(arrival.asked).toBe(true));
    otherField.remove();
  });

  it('lets the field take and store typing before it has come, then formats what was typed', async () => {
    const { user, lastValue } = renderWidget(PhoneWidget);
    await user.type(textbox(), '0412 345-678');
    expect(textbox().value).toBe('0412 345-678');
    expect(lastValue()).toBe('0412345678');

    await act(async () => arrival.come());
    await waitFor(() => expect(textbox().value).toBe('0412 345 678'));
    expect(lastValue()).toBe('0412345678');

    await user.type(textbox(), '{backspace}9');
    expect(textbox().value).toBe('0412 345 679');
    expect(lastValue()).toBe('0412345679');
  });
});
