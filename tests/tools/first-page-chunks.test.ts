import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { EARLY_CHUNK, firstPageChunkName, firstPageModuleChunks, importedByLibraries } from '../../tools/vite/first-page-chunks';

const root = path.join(path.sep, 'portal');
const src = (file: string) => path.join(root, 'src', 'app', file);
const lib = (file: string) => path.join(root, 'node_modules', file);

/** A build chunked automatically: the entry, a chunk it shares with the app, the app's chunks and a lazy page's. */
const probe = [
  {
    type: 'chunk' as const,
    fileName: 'index.js',
    facadeModuleId: path.join(root, 'src', 'app', 'index.html'),
    moduleIds: [src('main.ts')],
    imports: ['shared.js'],
  },
  { type: 'chunk' as const, fileName: 'shared.js', moduleIds: [src('site-paths.ts'), lib('react/index.js')], imports: [] },
  { type: 'chunk' as const, fileName: 'app.js', facadeModuleId: src('app.tsx'), moduleIds: [src('app.tsx')], imports: ['shared.js', 'router.js', 'form.js'] },
  { type: 'chunk' as const, fileName: 'router.js', moduleIds: [lib('react-router/index.mjs')], imports: [] },
  { type: 'chunk' as const, fileName: 'form.js', moduleIds: [src('form-step.tsx'), lib('@rjsf/core/index.js')], imports: ['router.js'] },
  {
    type: 'chunk' as const,
    fileName: 'login-page.js',
    facadeModuleId: src('login-page.tsx'),
    moduleIds: [src('login-page.tsx'), lib('zxcvbn/index.js')],
    imports: ['form.js'],
  },
  { type: 'asset' as const, fileName: 'index.css' },
];

describe('the first page chunks', () => {
  const chunks = firstPageModuleChunks(probe, src('main.ts'), src('app.tsx'));

  it('puts what the app loads at once into two chunks, the libraries apart from the portal', () => {
    expect(chunks.get(src('app.tsx'))).toBe('first-page');
    expect(chunks.get(src('form-step.tsx'))).toBe('first-page');
    expect(chunks.get(lib('react-router/index.mjs'))).toBe('first-page-libs');
    expect(chunks.get(lib('@rjsf/core/index.js'))).toBe('first-page-libs');
  });

  it('keeps the start-up module in its entry and what it shares with the app in a chunk of its own', () => {
    expect(chunks.has(src('main.ts'))).toBe(false);
    expect(chunks.get(src('site-paths.ts'))).toBe('start-up');
    expect(chunks.get(lib('react/index.js'))).toBe('start-up');
  });

  it('leaves what only a lazily loaded page uses out of the first page', () => {
    expect(chunks.has(src('login-page.tsx'))).toBe(false);
    expect(chunks.has(lib('zxcvbn/index.js'))).toBe(false);
  });
});

describe('the early chunk', () => {
  // The start-up module also imports the theme at once; the app imports it statically.
  const build = [
    { type: 'chunk' as const, fileName: 'index.js', facadeModuleId: path.join(root, 'src', 'app', 'index.html'), moduleIds: [src('main.ts')], imports: [] },
    { type: 'chunk' as const, fileName: 'theme.js', facadeModuleId: src('theme.ts'), moduleIds: [], imports: ['system.js'] },
    { type: 'chunk' as const, fileName: 'system.js', moduleIds: [src('theme.ts'), lib('@chakra-ui/react/system.js')], imports: [] },
    { type: 'chunk' as const, fileName: 'app.js', facadeModuleId: src('app.tsx'), moduleIds: [src('app.tsx')], imports: ['system.js', 'form.js'] },
    { type: 'chunk' as const, fileName: 'form.js', moduleIds: [src('form-step.tsx'), lib('@rjsf/core/index.js')], imports: ['system.js'] },
  ];

  it("takes the early module and what it imports, libraries included, out of the app's two chunks", () => {
    const chunks = firstPageModuleChunks(build, src('main.ts'), src('app.tsx'), src('theme.ts'));
    expect(chunks.get(src('theme.ts'))).toBe(EARLY_CHUNK);
    expect(chunks.get(lib('@chakra-ui/react/system.js'))).toBe(EARLY_CHUNK);
    expect(chunks.get(src('form-step.tsx'))).toBe('first-page');
    expect(chunks.get(lib('@rjsf/core/index.js'))).toBe('first-page-libs');
  });

  it('is not made when no early module is named', () => {
    const chunks = firstPageModuleChunks(build, src('main.ts'), src('app.tsx'));
    expect([...chunks.values()]).not.toContain(EARLY_CHUNK);
    expect(chunks.get(lib('@chakra-ui/react/system.js'))).toBe('first-page-libs');
  });
});

describe('which first-page chunk a module goes into', () => {
  it("puts a build's own generated modules kept under node_modules/.cache with the portal's", () => {
    expect(firstPageChunkName(lib('.cache/new-product-1/journeys.json'))).toBe('first-page');
    expect(firstPageChunkName(lib('react-dom/client.js'))).toBe('first-page-libs');
  });

  it('puts a module of ours a library imports (an alias standing in for a library) with the libraries, even when ours import it too', () => {
    expect(importedByLibraries([lib('@rjsf/core/lib/components/RichDescription.js')])).toBe(true);
    expect(importedByLibraries([lib('@rjsf/core/index.js'), src('form-step.tsx')])).toBe(true);
    expect(importedByLibraries([src('form-step.tsx')])).toBe(false);
    expect(importedByLibraries([])).toBe(false);
  });

  it('puts a module of ours such stand-ins import with the libraries too, and one only ours import with the portal', () => {
    const importers: Record<string, string[]> = {
      [src('widgets.ts')]: [lib('@rjsf/core/lib/getDefaultRegistry.js')],
      [src('fields.ts')]: [lib('@rjsf/core/lib/getDefaultRegistry.js')],
      [src('cycle-a.ts')]: [src('cycle-b.ts')],
      [src('cycle-b.ts')]: [src('cycle-a.ts')],
    };
    const importersOf = (id: string) => importers[id] ?? [];
    expect(importedByLibraries([src('widgets.ts'), src('fields.ts')], importersOf)).toBe(true);
    expect(importedByLibraries([src('widgets.ts'), src('form-step.tsx')], importersOf)).toBe(true);
    expect(importedByLibraries([src('form-step.tsx')], importersOf)).toBe(false);
    expect(importedByLibraries([src('cycle-a.ts')], importersOf)).toBe(false);
  });

  it('finds the app by the chunk it is the facade of, when another carries its module too', () => {
    const build = [
      { type: 'chunk' as const, fileName: 'index.js', facadeModuleId: path.join(root, 'src', 'app', 'index.html'), moduleIds: [src('main.ts')], imports: [] },
      { type: 'chunk' as const, fileName: 'form.js', moduleIds: [src('app.tsx'), src('form-step.tsx')], imports: [] },
      { type: 'chunk' as const, fileName: 'router.js', moduleIds: [lib('react-router/index.mjs')], imports: [] },
      { type: 'chunk' as const, fileName: 'app.js', facadeModuleId: src('app.tsx'), moduleIds: [], imports: ['form.js', 'router.js'] },
    ];
    expect(firstPageModuleChunks(build, src('main.ts'), src('app.tsx')).get(lib('react-router/index.mjs'))).toBe('first-page-libs');
  });
});
