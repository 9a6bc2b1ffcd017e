/**
 * A small page writer over pdf-lib for the lender's documents: lines of text top to bottom, a new
 * page when one is full, wrapped paragraphs. Standard fonts only (WinAnsi), so text is reduced to
 * what they can draw.
 */
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from '@cantoo/pdf-lib';

const PAGE = { width: 595.28, height: 841.89 };
const MARGIN = 56;

/** What WinAnsi fonts draw: other characters become '?', so a name never breaks the PDF. */
export const drawable = (text: string) => text.replace(/[^\x20-\x7e\u00a0-\u00ff•]/g, '?').replace(/•/g, '*');

export class PdfWriter {
  private page!: PDFPage;
  private y = 0;

  private constructor(
    readonly pdf: PDFDocument,
    private readonly regular: PDFFont,
    private readonly bold: PDFFont,
  ) {}

  static async create(title: string, author: string): Promise<PdfWriter> {
    const pdf = await PDFDocument.create();
    pdf.setTitle(title);
    pdf.setAuthor(author);
    pdf.setProducer(`${author} loan portal`);
    const writer = new PdfWriter(pdf, await pdf.embedFont(StandardFonts.Helvetica), await pdf.embedFont(StandardFonts.HelveticaBold));
    writer.newPage();
    return writer;
  }

  /** Continues an existing document (the certificate page after the agreement). */
  static async extend(pdf: PDFDocument): Promise<PdfWriter> {
    const writer = new PdfWriter(pdf, await pdf.embedFont(StandardFonts.Helvetica), await pdf.embedFont(StandardFonts.HelveticaBold));
    writer.newPage();
    return writer;
  }

  newPage(): void {
    this.page = this.pdf.addPage([PAGE.width, PAGE.height]);
    this.y = PAGE.height - MARGIN;
  }

  private room(height: number): void {
    if (this.y - height < MARGIN) this.newPage();
  }

  heading(text: string, size = 16): void {
    this.room(size + 12);
    this.page.drawText(drawable(text), { x: MARGIN, y: this.y - size, size, font: this.bold });
    this.y -= size + 12;
  }

  /** A label and its value on one line, as in a schedule of terms. */
  row(label: string, value: string): void {
    this.room(16);
    this.page.drawText(drawable(label), { x: MARGIN, y: this.y - 10, size: 10, font: this.regular, color: rgb(0.3, 0.3, 0.3) });
    this.page.drawText(drawable(value), { x: MARGIN + 220, y: this.y - 10, size: 10, font: this.bold });
    this.y -= 16;
  }

  paragraph(text: string, size = 10): void {
    const width = PAGE.width - 2 * MARGIN;
    let line = '';
    const lines: string[] = [];
    for (const word of drawable(text).split(/\s+/)) {
      const next = line ? `${line} ${word}` : word;
      if (this.regular.widthOfTextAtSize(next, size) > width && line) {
        lines.push(line);
        line = word;
      } else line = next;
    }
    if (line) lines.push(line);
    for (const l of lines) {
      this.room(size + 4);
      this.page.drawText(l, { x: MARGIN, y: this.y - size, size, font: this.regular });
      this.y -= size + 4;
    }
    this.y -= 6;
  }

  gap(height = 10): void {
    this.y -= height;
  }

  /** Bytes a PDF signature can be added to: classic cross-reference tables, no object streams. */
  save(): Promise<Uint8Array> {
    return this.pdf.save({ useObjectStreams: false });
  }
}
