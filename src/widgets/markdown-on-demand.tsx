/**
 * RJSF renders Markdown only where a step asks for it (`ui:enableMarkdownInDescription`,
 * `enableMarkdownInHelp`), yet imports markdown-to-jsx with every form: 28 KiB compressed on the
 * first step, most of it the table of HTML entity names. The web app's build points RJSF's import
 * here (vite.config.ts), so the parser arrives when a step first renders Markdown; until then the
 * text shows as it is written.
 */
import { createElement, Suspense } from 'react';
import type { MarkdownToJSX } from 'markdown-to-jsx';
import { loadable } from './loadable';

type MarkdownProps = { children?: string; options?: MarkdownToJSX.Options } & Record<string, unknown>;

const LoadedMarkdown = loadable<MarkdownProps>(() => import('markdown-to-jsx-original').then((m) => m.Markdown as never));

export function Markdown(props: MarkdownProps) {
  return createElement(Suspense, { fallback: props.children ?? null }, createElement(LoadedMarkdown, props));
}
