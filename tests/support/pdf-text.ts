/** The text of a PDF as a reader sees it, for tests that check what an agreement says. */
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** The text of every page of a PDF, lines joined by spaces. */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  const document = await getDocument({ data: bytes, isEvalSupported: false, disableFontFace: true, verbosity: 0 }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= document.numPages; n++) {
    const content = await (await document.getPage(n)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  await document.destroy();
  return pages.join(' ').replace(/\s+/g, ' ');
}
