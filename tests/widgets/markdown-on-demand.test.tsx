// @vitest-environment happy-dom
/**
 * RJSF's Markdown, on demand: the text shows as written until the parser has come, then rendered.
 * The parser's arrival is held back here. (Vitest leaves RJSF's own import to Node; the web app's
 * build points it here, as the first test checks through the same alias.)
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { Markdown as ImportedAsMarkdownToJsx } from 'markdown-to-jsx/react';
import { Markdown } from '../../src/widgets/markdown-on-demand';

const arrival = await vi.hoisted(async () => (await import('../support/held-arrival')).heldArrival());
vi.mock('markdown-to-jsx-original', (importOriginal) => arrival.hold(importOriginal));

afterEach(cleanup);

describe("RJSF's Markdown, loaded on demand", () => {
  it('is what markdown-to-jsx/react names in the web app', () => {
    expect(ImportedAsMarkdownToJsx).toBe(Markdown);
  });

  it('is not fetched until some Markdown is rendered', async () => {
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(arrival.asked).toBe(false);
  });

  it('shows the text as written until the parser has come, then renders it', async () => {
    render(<Markdown options={{ disableParsingRawHTML: true }}>{'Your **legal** name'}</Markdown>);
    expect(screen.getByText('Your **legal** name')).toBeTruthy();
    await vi.waitFor(() => expect(arrival.asked).toBe(true));
    expect(screen.getByText('Your **legal** name')).toBeTruthy();

    await act(async () => arrival.come());
    const bold = await screen.findByText('legal', { selector: 'strong' });
    expect(bold.parentElement?.textContent).toBe('Your legal name');
    expect(screen.queryByText('Your **legal** name')).toBeNull();
  });
});
