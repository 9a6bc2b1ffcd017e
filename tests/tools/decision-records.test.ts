/**
 * The design decisions are one file each in docs/decisions/, and code, tests and documents refer to
 * them by number ("design decision 47", "decisions 48-52"). A number referred to without a file, an
 * index entry naming no file or a file the index leaves out, and a relative link in the README or
 * docs/ that leads nowhere (a file, or a heading of a markdown file) each fail here with its place.
 */
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { dirname, join, normalize } from 'node:path';
import { describe, expect, it } from 'vitest';

const DECISIONS_DIR = 'docs/decisions';
const INDEX = `${DECISIONS_DIR}/README.md`;
const REFERRING_ROOTS = ['src', 'tools', 'tests', 'e2e', 'journeys', 'docs'];
const REFERRING_FILES = ['README.md'];
const SKIPPED = /(^|\/)(node_modules|generated)\//;
const TEXT = /\.(ts|tsx|js|mjs|cjs|json|md)$/;
const SELF = 'tests/tools/decision-records.test.ts';
const RECORD_FILE = /^(\d{2,4})-[a-z0-9-]+\.md$/;

/** "decision 50", "design decision 12", "decisions 48 and 49", "decisions 50-52", across a line break too. */
const REFERENCE = /\bdecisions?\s+(\d+(?:\s*(?:,|and|-|–|to)\s*\d+)*)/gi;

function decisionNumbersReferred(text: string): number[] {
  const numbers: number[] = [];
  for (const match of text.matchAll(REFERENCE)) {
    for (const part of match[1].split(/\s*(?:,|and)\s*/)) {
      const range = /^(\d+)\s*(?:-|–|to)\s*(\d+)$/.exec(part);
      if (!range) {
        numbers.push(Number(part));
        continue;
      }
      for (let n = Number(range[1]); n <= Number(range[2]); n += 1) numbers.push(n);
    }
  }
  return numbers;
}

/** A heading's anchor as GitHub makes it: lower case, punctuation dropped, spaces to hyphens. */
function anchorOf(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\p{M} _-]/gu, '')
    .replace(/ /g, '-');
}

/** Markdown outside fenced blocks and inline code, where a link is a link. */
function prose(markdown: string): string {
  return markdown.replace(/^```[\s\S]*?^```/gm, '').replace(/`[^`\n]*`/g, '');
}

function relativeLinks(markdown: string): string[] {
  const links: string[] = [];
  for (const match of prose(markdown).matchAll(/\]\(([^)\s]+)\)/g)) {
    if (!/^[a-z][a-z0-9+.-]*:/i.test(match[1])) links.push(match[1]);
  }
  return links;
}

async function filesUnder(root: string, pattern: RegExp): Promise<string[]> {
  if (!existsSync(root)) return [];
  const files: string[] = [];
  for (const entry of await readdir(root, { recursive: true })) {
    const file = join(root, entry);
    if (pattern.test(file) && !SKIPPED.test(file)) files.push(file);
  }
  return files;
}

async function recordFiles(): Promise<Map<number, string[]>> {
  const records = new Map<number, string[]>();
  for (const name of await readdir(DECISIONS_DIR)) {
    const match = RECORD_FILE.exec(name);
    if (match) records.set(Number(match[1]), [...(records.get(Number(match[1])) ?? []), name]);
  }
  return records;
}

describe('design decision records', () => {
  it('reads every form a reference takes', () => {
    const text = 'design decision 12; (decision 50); decisions 48 and 49; decisions 50-52, design\n   decision 7; decision-job';
    expect(decisionNumbersReferred(text)).toEqual([12, 50, 48, 49, 50, 51, 52, 7]);
    expect(anchorOf('Checking a journey: `journey validate`')).toBe('checking-a-journey-journey-validate');
    expect(relativeLinks('[a](b.md#c) [web](https://x.y) `[not](a link)` [d](#e)')).toEqual(['b.md#c', '#e']);
  });

  it('has one file per number', async () => {
    const duplicates = [...(await recordFiles())].filter(([, names]) => names.length > 1).map(([, names]) => names.join(' and '));
    expect(duplicates).toEqual([]);
  });

  it('has a file for every decision number the repository refers to', async () => {
    const records = await recordFiles();
    const files = [...REFERRING_FILES];
    for (const root of REFERRING_ROOTS) files.push(...(await filesUnder(root, TEXT)));
    const missing: string[] = [];
    for (const file of files.filter((name) => name !== SELF)) {
      for (const n of decisionNumbersReferred(await readFile(file, 'utf8'))) {
        if (!records.has(n)) missing.push(`decision ${n} (${file})`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('indexes every record once, and only records that exist', async () => {
    const named = relativeLinks(await readFile(INDEX, 'utf8')).filter((link) => RECORD_FILE.test(link));
    const files = [...(await recordFiles()).values()].flat();
    expect({
      missingFiles: named.filter((name) => !files.includes(name)),
      notIndexed: files.filter((name) => !named.includes(name)),
      indexedTwice: named.filter((name, i) => named.indexOf(name) !== i),
    }).toEqual({ missingFiles: [], notIndexed: [], indexedTwice: [] });
  });

  it('leads every relative link of the README and docs/ to a file and heading that exist', async () => {
    const documents = ['README.md', ...(await filesUnder('docs', /\.md$/))];
    const broken: string[] = [];
    for (const document of documents) {
      for (const link of relativeLinks(await readFile(document, 'utf8'))) {
        const [path, anchor] = link.split('#');
        const target = path ? normalize(join(dirname(document), decodeURI(path))) : document;
        if (!existsSync(target)) {
          broken.push(`${document}: ${link}`);
          continue;
        }
        if (!anchor || !target.endsWith('.md')) continue;
        const headings = [...(await readFile(target, 'utf8')).matchAll(/^#{1,6} (.+)$/gm)].map((heading) => anchorOf(heading[1]));
        if (!headings.includes(anchor)) broken.push(`${document}: ${link} (no such heading)`);
      }
    }
    expect(broken).toEqual([]);
  });
});
