/**
 * The build's first-step pages (tools/vite/early-steps.ts, design decision 101): the built page with
 * each product's first step drawn in the placeholder's slot, for the products whose first step plain
 * HTML draws, and the paths the server answers with them.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { earlySteps } from '../../tools/vite/early-steps';

interface Emitted {
  fileName: string;
  source: string;
}

function generate(indexHtml: string | undefined): Emitted[] {
  const emitted: Emitted[] = [];
  const context = {
    emitFile: (file: Emitted) => void emitted.push(file),
    error: (message: string) => {
      throw new Error(message);
    },
  };
  const bundle = indexHtml === undefined ? {} : { 'index.html': { type: 'asset', fileName: 'index.html', source: indexHtml } };
  const hook = earlySteps(path.resolve('.')).generateBundle as unknown as (this: typeof context, options: unknown, bundle: unknown) => void;
  hook.call(context, {}, bundle);
  return emitted;
}

const page = (slot: string) => `<!doctype html><div id="root"><div class="start-placeholder"><header>Lender</header>${slot}</div></div>`;

describe('the first-step pages the build writes', () => {
  it("draws tl's first step in the slot, keeps the rest of the page, and lists the path it answers", () => {
    const emitted = generate(page('<!--early-step--><p role="status">Loading</p><!--/early-step-->'));
    const pages = JSON.parse(emitted.find((e) => e.fileName === 'early-steps/pages.json')!.source) as Record<string, string>;
    // renewal-tl starts on a screen, us-tl with a US phone number: neither is drawn.
    expect(pages).toEqual({ '/tl/application/basic_info': 'early-steps/tl.html' });
    const tl = emitted.find((e) => e.fileName === 'early-steps/tl.html')!.source;
    expect(tl).toMatch(/^<!doctype html><div id="root"><div class="start-placeholder"><header>Lender<\/header><div class="shell-body">/);
    expect(tl).toContain('data-early-step="tl/BasicInfo"');
    expect(tl).toContain('<label class="form-field-label" for="early-root_firstName">First name');
    expect(tl).not.toContain('Loading</p>');
    expect(tl).not.toContain('early-step-->');
  });

  it('fails the build when the page has no slot, or there is no page', () => {
    expect(() => generate(page('<p role="status">Loading</p>'))).toThrow(/no <!--early-step--> slot/);
    expect(() => generate(undefined)).toThrow(/no index.html/);
  });
});
