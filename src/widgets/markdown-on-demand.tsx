/**
 * RJSF renders Markdown only where a step asks for it (`ui:enableMarkdownInDescription`,
 * `enableMarkdownInHelp`), yet imports markdown-to-jsx with every form: 28 KiB compressed on the
 * first step, most of it the table of HTML entity names. The web app's build points RJSF's import
 * here (tools/vite/markdown-on-demand.ts), so the parser arrives when a step first renders
 * Markdown; until then the text shows as it is written. It imports nothing of ours: RJSF's chunk
 * takes it in, and must not import the portal's own.
 */
import { createElement, lazy, Suspense, type ComponentType } from 'react';
import type { MarkdownToJSX } from 'markdown-to-jsx';

type MarkdownProps = { children?: string; options?: MarkdownToJSX.Options } & Record<string, unknown>;

const LoadedMarkdown = lazy(() => import('markdown-to-jsx-original').then((m) => ({ default: m.Markdown as ComponentType<MarkdownProps> })));

export function Markdown(props: MarkdownProps) {
  return createElement(Suspense, { fallback: props.children ?? null }, createElement(LoadedMarkdown, props));
}
