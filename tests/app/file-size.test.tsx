// @vitest-environment happy-dom
/**
 * One size for one file: the console, the borrower's loan documents and the owner's own page
 * write the same bytes the same way, with the one formatter (rounded up, in the size limit's
 * units), so a 1,500-byte file never reads 1 KB to staff and 2 KB to the applicant.
 */
import { ChakraProvider } from '@chakra-ui/react';
import { cleanup, render, screen } from '@testing-library/react';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { OpsDocuments } from '../../src/app/ops/ops-documents';
import { DocumentRow } from '../../src/app/pages/loan-documents/document-row';
import { OwnerDocuments } from '../../src/app/pages/owner/owner-documents';
import { system } from '../../src/app/theme';
import { formatFileSize } from '../../src/widgets/format-file-size';

afterEach(cleanup);

const KB = 1024;
const MB = 1024 * KB;
const wrap = (node: ReactNode) => render(<ChakraProvider value={system}>{node}</ChakraProvider>);
const id = '6f1c1d2e-3a4b-4c5d-8e6f-7a8b9c0d1e2f';
const createdAt = '2026-11-27T01:00:00.000Z';

describe('formatFileSize', () => {
  it('rounds up in the limit’s units: bytes, whole KB, tenths of a MB', () => {
    expect(formatFileSize(800)).toBe('800 B');
    expect(formatFileSize(1023)).toBe('1023 B');
    expect(formatFileSize(KB)).toBe('1 KB');
    expect(formatFileSize(1500)).toBe('2 KB');
    expect(formatFileSize(MB - 1)).toBe('1024 KB');
    expect(formatFileSize(MB)).toBe('1.0 MB');
    expect(formatFileSize(25 * MB + 1)).toBe('25.1 MB');
  });
});

describe('the same file', () => {
  it('reads the same size in the console, the loan documents and on the owner’s page', () => {
    const bytes = 1500;
    const shown = formatFileSize(bytes);
    expect(shown).toBe('2 KB');

    wrap(
      <OpsDocuments applicationId={id} documents={[{ id, fileName: 'licence.pdf', documentType: 'ID', source: 'applicant', sizeBytes: bytes, createdAt }]} />,
    );
    expect(screen.getByText(new RegExp(` · ${shown} · `))).toBeTruthy();
    cleanup();

    wrap(
      <DocumentRow
        applicationId={id}
        locale="en-AU"
        label="Download"
        document={{
          id,
          documentType: 'SUPPORTING_DOCUMENT',
          adrId: null,
          linkages: [],
          fileName: 'licence.pdf',
          fileType: 'pdf',
          contentType: 'application/pdf',
          size: bytes,
          source: 'applicant',
          statementPeriod: null,
          createdAt,
        }}
      />,
    );
    expect(screen.getByText(`${shown} · 27/11/2026`)).toBeTruthy();
    cleanup();

    wrap(
      <OwnerDocuments
        token="t"
        open={false}
        onUploaded={() => undefined}
        documents={[{ id, documentType: 'ID', fileName: 'licence.pdf', size: bytes, createdAt }]}
      />,
    );
    expect(screen.getByText(`licence.pdf (${shown})`)).toBeTruthy();
  });

  it('is never sized by hand: no page, screen or widget divides by 1024 to write KB or MB itself', () => {
    const sources = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
        entry.isDirectory() ? sources(join(dir, entry.name)) : /\.tsx?$/.test(entry.name) ? [join(dir, entry.name)] : [],
      );
    const handMade = ['src/app', 'src/screens', 'src/widgets']
      .flatMap(sources)
      .filter((file) => !file.endsWith('format-file-size.ts'))
      .filter((file) => /\/\s*1024\b[^\n]*\b[KM]B\b|\b[KM]B\b[^\n]*\/\s*1024\b/.test(readFileSync(file, 'utf8')));
    expect(handMade).toEqual([]);
  });
});
