/**
 * The bundle budget: what a browser must download before the first page shows (the entry, the
 * app it loads at once, and everything they import statically), compressed as the server sends
 * it. Prints the figures and fails above the budget, so a dependency that doubles the first
 * page is noticed when it is added. Reads the build's manifest; run after `vite build`. Also
 * fails when the development-only journey preview has found its way into the build.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { staticallyLoaded } from './bundle-graph';

/**
 * Brotli bytes of the first page's JavaScript and CSS; about 15% above the figure when it was set
 * (197.9 KiB in November 2026). The first visit's own budget, the journey and the step's
 * validators included, is tighter: e2e/first-step-budget.spec.ts.
 */
export const FIRST_PAGE_BUDGET_BYTES = 230 * 1024;

interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

export function firstPageFiles(manifest: Record<string, ManifestChunk>, entry = 'index.html'): string[] {
  const importsOf = (key: string) => (manifest[key] ? (manifest[key].imports ?? []) : undefined);
  const keys = staticallyLoaded(entry, importsOf);
  // The entry only decides whether the browser is supported, then loads the app straight away.
  for (const app of manifest[entry]?.dynamicImports ?? []) for (const key of staticallyLoaded(app, importsOf)) keys.add(key);
  return [...new Set([...keys].flatMap((key) => [manifest[key].file, ...(manifest[key].css ?? [])]))];
}

export function sentBytes(dir: string, file: string): number {
  const full = path.join(dir, file);
  return existsSync(`${full}.br`) ? statSync(`${full}.br`).size : statSync(full).size;
}

/** What only the journey preview (`npm run dev`) contains: its route, its data module and its page's heading. */
const PREVIEW_MARKS = ['_preview', 'virtual:journey-preview', 'Journey preview'];

/** The built JavaScript files that carry any of the preview's marks. */
export function filesWithPreview(dir: string): string[] {
  const files = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.js'));
  return files.filter((file) => {
    const code = readFileSync(path.join(dir, file), 'utf8');
    return PREVIEW_MARKS.some((mark) => code.includes(mark));
  });
}

function main(dir: string) {
  const preview = filesWithPreview(dir);
  if (preview.length > 0) {
    console.error(`The journey preview is development-only, but the build carries it in: ${preview.join(', ')}`);
    process.exit(1);
  }
  const manifest = JSON.parse(readFileSync(path.join(dir, '.vite', 'manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
  const files = firstPageFiles(manifest);
  const total = files.reduce((sum, file) => sum + sentBytes(dir, file), 0);
  const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
  for (const file of files) console.log(`${kib(sentBytes(dir, file)).padStart(10)}  ${file}`);
  console.log(`first page: ${kib(total)} brotli in ${files.length} files (budget ${kib(FIRST_PAGE_BUDGET_BYTES)})`);
  if (total > FIRST_PAGE_BUDGET_BYTES) {
    console.error('The first page is over its budget: lazy-load what it does not need, or raise the budget in tools/check-bundle-size.ts with a reason.');
    process.exit(1);
  }
}

if (process.argv[1] && path.resolve(process.argv[1]).endsWith(path.join('tools', 'check-bundle-size.ts'))) main(path.resolve(process.argv[2] ?? 'dist'));
