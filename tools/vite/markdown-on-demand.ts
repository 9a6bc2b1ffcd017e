/**
 * Points RJSF's Markdown import at src/widgets/markdown-on-demand.tsx, which loads the real
 * parser when a step first renders Markdown; the tests import it by the same name.
 */
import path from 'node:path';
import type { Alias } from 'vite';

export function markdownOnDemand(projectRoot: string): Alias[] {
  return [
    { find: /^markdown-to-jsx\/react$/, replacement: path.join(projectRoot, 'src/widgets/markdown-on-demand.tsx') },
    { find: /^markdown-to-jsx-original$/, replacement: path.join(projectRoot, 'node_modules/markdown-to-jsx/dist/react.js') },
  ];
}
