/**
 * Products differ only in configuration: no source file names a product, a stage or a step's
 * route; they are read from the journeys. Comments included, since a comment naming one is the
 * first step toward code that branches on it.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile() && /\.tsx?$/.test(e.name)).map((e) => path.join(e.parentPath, e.name));
}

/** Product ids, stages and step routes, wherever a journey or fragment declares them. */
async function journeyNames(): Promise<Set<string>> {
  const names = new Set<string>();
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) return value.forEach(visit);
    if (typeof value !== 'object' || value === null) return;
    for (const [key, item] of Object.entries(value)) {
      if ((key === 'product' || key === 'stage' || key === 'route') && typeof item === 'string') names.add(item);
      if (key === 'stages' && Array.isArray(item)) item.forEach((stage) => names.add(String(stage)));
      visit(item);
    }
  };
  const files = (await readdir('journeys', { recursive: true })).filter((f) => f.endsWith('.journey.json') || f.endsWith('.fragment.json'));
  for (const file of files) visit(JSON.parse(await readFile(path.join('journeys', file), 'utf8')));
  return names;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

describe('source files', () => {
  it('name no product, stage or route of a product', async () => {
    const names = [...(await journeyNames())];
    expect(names.length).toBeGreaterThan(30);
    // A name counts where it stands alone: quoted, or a whole segment of a path.
    const pattern = new RegExp(`(?<=['"\`/])(${names.map(escape).join('|')})(?=['"\`/?#])`, 'g');
    const found: string[] = [];
    for (const file of (await filesUnder('src')).filter((f) => !f.startsWith(path.join('src', 'generated')))) {
      const text = await readFile(file, 'utf8');
      for (const match of text.matchAll(pattern)) found.push(`${file}:${text.slice(0, match.index).split('\n').length}: ${match[0]}`);
    }
    expect(found).toEqual([]);
  });
});
