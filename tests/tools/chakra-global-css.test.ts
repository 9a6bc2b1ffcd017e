import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { system } from '../../src/app/theme';
import { chakraGlobalCss, transformChakraModule } from '../../tools/vite/chakra-global-css';

const require = createRequire(import.meta.url);
const styledSystem = path.join(path.dirname(require.resolve('@chakra-ui/react/package.json')), 'dist/esm/styled-system');
const read = (name: string) => ({ id: path.join(styledSystem, name), code: readFileSync(path.join(styledSystem, name), 'utf8') });

describe("the build's Chakra global stylesheet", () => {
  it('holds the rules the provider would insert: the layers first, then the reset, the global CSS (the portal’s classes) and the tokens', async () => {
    const css = await chakraGlobalCss(system);
    expect(css.startsWith('@layer reset,base,tokens,recipes;\n')).toBe(true);
    const reset = css.indexOf('@layer reset{');
    const base = css.indexOf('@layer base{');
    const tokens = css.indexOf('@layer tokens{');
    expect(reset).toBeGreaterThan(0);
    expect(base).toBeGreaterThan(reset);
    expect(tokens).toBeGreaterThan(base);
    expect(css).toContain('.form-fields{');
    expect(css).toContain('--chakra-colors-brand-500:#0f766e');
    // Emotion's stylis prefixer ran, as it does in the browser.
    expect(css).toContain('-webkit-text-size-adjust:100%');
  });

  it('makes the system compute its global styles only when read', () => {
    const { id, code } = read('system.js');
    const out = transformChakraModule(code, id)!;
    expect(out).not.toContain('const _global = [');
    expect(out).toMatch(/get _global\(\) \{\s+return _global \?\?= \[getPreflightCss\(\), getGlobalCss\(\), getTokenCss\(\)\];/);
  });

  it("blanks the provider's insertion of them, keeping its lines and the layers' order statement", () => {
    const { id, code } = read('provider.js');
    const out = transformChakraModule(code, id)!;
    expect(out).not.toContain('sys._global');
    expect(out).toContain('sys.layers.atRule');
    expect(out.split('\n')).toHaveLength(code.split('\n').length);
  });

  it('leaves every other module alone', () => {
    expect(transformChakraModule('const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];', '/app/src/theme.ts')).toBeNull();
  });
});
