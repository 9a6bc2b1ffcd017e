import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { filesWithPreview, firstPageFiles } from '../../tools/check-bundle-size';

describe('the first page of the bundle budget', () => {
  it('is the entry, the app it loads at once and their static imports, not what the app loads later', () => {
    const manifest = {
      'index.html': { file: 'assets/index.js', imports: ['_react.js'], dynamicImports: ['app.tsx'], css: ['assets/index.css'] },
      '_react.js': { file: 'assets/react.js' },
      'app.tsx': { file: 'assets/app.js', imports: ['_react.js', '_query.js'], dynamicImports: ['login-page.tsx'] },
      '_query.js': { file: 'assets/query.js' },
      'login-page.tsx': { file: 'assets/login-page.js', imports: ['_form.js'] },
      '_form.js': { file: 'assets/form.js' },
    };
    expect(firstPageFiles(manifest).sort()).toEqual(['assets/app.js', 'assets/index.css', 'assets/index.js', 'assets/query.js', 'assets/react.js']);
  });
});

describe('the build without the journey preview', () => {
  it('names the built scripts that carry the development-only preview, and only those', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'bundle-'));
    await mkdir(path.join(dir, 'assets'));
    await writeFile(path.join(dir, 'assets', 'app.js'), 'const routes = [{ path: "login" }];');
    await writeFile(path.join(dir, 'assets', 'app.js.map'), '{"sourcesContent":["import.meta.env.DEV ? \\"_preview/*\\" : []"]}');
    await writeFile(path.join(dir, 'assets', 'leaked.js'), 'export default { path: "_preview/*" };');
    try {
      expect(filesWithPreview(dir)).toEqual([path.join('assets', 'leaked.js')]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
