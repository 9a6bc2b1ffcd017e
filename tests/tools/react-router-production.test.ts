import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { reactRouterProduction } from '../../tools/vite/react-router-production';

describe("the build's React Router", () => {
  const plugin = reactRouterProduction(path.resolve('.'));
  const resolveId = plugin.resolveId as (source: string) => string | null;

  it('is the production build, its warnings switched off, for both entry points react-router-dom imports', () => {
    for (const source of ['react-router', 'react-router/dom']) {
      const file = resolveId(source)!;
      expect(file).toContain(`${path.sep}dist${path.sep}production${path.sep}`);
      // Each entry imports its own build's chunks; the flag lives in the shared one.
      const chunks = [...readFileSync(file, 'utf8').matchAll(/from "\.\/(chunk-[\w-]+\.mjs)"/g)].map((m) => m[1]);
      expect(chunks.some((c) => /ENABLE_DEV_WARNINGS = false/.test(readFileSync(path.join(path.dirname(file), c), 'utf8')))).toBe(true);
    }
  });

  it('leaves every other module to the usual resolution, and applies to builds only', () => {
    expect(resolveId('react-router-dom')).toBeNull();
    expect(resolveId('react')).toBeNull();
    expect(plugin.apply).toBe('build');
  });
});
