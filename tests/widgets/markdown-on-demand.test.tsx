// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import Form from '@rjsf/core';
import type { RJSFSchema } from '@rjsf/utils';
import validator from '@rjsf/validator-ajv8';
import { Markdown as ImportedByRjsf } from 'markdown-to-jsx/react';
import { Markdown } from '../../src/widgets/markdown-on-demand';

afterEach(cleanup);

describe("RJSF's Markdown, loaded on demand", () => {
  it('is what RJSF imports as markdown-to-jsx, as the build resolves it', () => {
    expect(ImportedByRjsf).toBe(Markdown);
  });

  it('renders a description a step marks as Markdown once the parser has arrived', async () => {
    const schema = { type: 'object', properties: { name: { type: 'string', title: 'Name', description: 'Your **legal** name' } } } as RJSFSchema;
    render(<Form schema={schema} uiSchema={{ name: { 'ui:enableMarkdownInDescription': true } }} validator={validator} />);
    const bold = await screen.findByText('legal', { selector: 'strong' });
    expect(bold.parentElement?.textContent).toBe('Your legal name');
    expect(screen.queryByText('Your **legal** name')).toBeNull();
  });

  it('leaves a description not marked as Markdown as plain text', () => {
    const schema = { type: 'object', properties: { name: { type: 'string', title: 'Name', description: 'Your **legal** name' } } } as RJSFSchema;
    render(<Form schema={schema} validator={validator} />);
    expect(screen.getByText('Your **legal** name')).toBeTruthy();
  });
});
