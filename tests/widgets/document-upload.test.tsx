// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { DocumentUpload, type DocumentUploadProps } from '../../src/widgets/document-upload';
import { formatFileSize } from '../../src/widgets/format-file-size';

const MB = 1024 * 1024;

/** A window whose primary pointer is coarse (a finger) or fine (a mouse). */
function pointer(kind: 'coarse' | 'fine') {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query === `(pointer: ${kind})`,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

const texts: Record<string, string> = {
  fileTooLarge: 'The file is larger than {0}MB.',
  fileTypeNotAllowed: 'This file type is not accepted.',
  fileDeleted: 'File deleted.',
};

function renderUpload(props: Partial<DocumentUploadProps> = {}) {
  const all: DocumentUploadProps = {
    label: 'Upload your bank statements',
    maxFileMb: 25,
    documents: [],
    upload: vi.fn(() => new Promise<never>(() => undefined)),
    remove: vi.fn(async () => undefined),
    describeError: () => 'Failed.',
    text: (key, params = []) => texts[key].replace('{0}', String(params[0])),
    ...props,
  };
  return render(
    <ChakraProvider value={defaultSystem}>
      <DocumentUpload {...all} />
    </ChakraProvider>,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('document upload', () => {
  it('offers drag and drop where the pointer can drag', () => {
    pointer('fine');
    renderUpload();
    expect(screen.getByText('Drag and drop files here, or')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Choose files' })).toBeTruthy();
  });

  it('offers only the picker on a touch screen, where nothing can be dragged', () => {
    pointer('coarse');
    renderUpload();
    expect(screen.queryByText(/Drag and drop/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Choose files' })).toBeTruthy();
  });

  it('shows a file just over the limit as over it, beside the message that says so', async () => {
    pointer('fine');
    const { container } = renderUpload({ maxFileMb: 1 });
    const input = container.querySelector('input[type="file"]') as HTMLInputElement;
    await userEvent.setup({ applyAccept: false }).upload(input, new File([new Uint8Array(MB + 21)], 'statement.pdf', { type: 'application/pdf' }));
    const row = await screen.findByRole('listitem', { name: 'statement.pdf' });
    expect(row.textContent).toContain('The file is larger than 1MB.');
    expect(row.textContent).toContain('1.1 MB');
  });
});

describe('file sizes', () => {
  it('round up, so a size never reads as the limit it exceeds', () => {
    expect(formatFileSize(25 * MB)).toBe('25.0 MB');
    expect(formatFileSize(Math.round(25.00002 * MB))).toBe('25.1 MB');
    expect(formatFileSize(1536 * 1024 + 1)).toBe('1.6 MB');
    expect(formatFileSize(1500)).toBe('2 KB');
    expect(formatFileSize(1024)).toBe('1 KB');
    expect(formatFileSize(800)).toBe('800 B');
  });
});
