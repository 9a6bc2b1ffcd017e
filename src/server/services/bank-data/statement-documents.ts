/**
 * Renders a retrieved account as the documents a credit analyst reads: a PDF statement (header,
 * period, opening and closing balance, every transaction with its running balance) and a CSV of
 * the transactions. Its dates are written as the product's readers write them (formatCalendarDate
 * with the product's locale: dd/mm/yyyy in en-AU, MM/DD/YYYY in en-US).
 */
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from '@cantoo/pdf-lib';
import { formatMoney } from '../../../engine/money/format-money';
import { formatCalendarDate } from '../../../engine/dates/format-calendar-date';
import type { RetrievedAccount, Retrieval } from '../../providers/bank-data/bank-data-provider';

const money = (cents: number) => formatMoney(cents / 100);
/** The standard PDF fonts speak WinAnsi: keep descriptions to printable ASCII. */
const ascii = (text: string) => text.replace(/[^\x20-\x7e]/g, '?');

const PAGE = { width: 595.28, height: 841.89 }; // A4
const MARGIN = 48;
const ROW = 15;
const COLUMNS = [
  { title: 'Date', x: MARGIN, align: 'left' as const },
  { title: 'Description', x: MARGIN + 70, align: 'left' as const },
  { title: 'Debit', x: 390, align: 'right' as const },
  { title: 'Credit', x: 465, align: 'right' as const },
  { title: 'Balance', x: PAGE.width - MARGIN, align: 'right' as const },
];

function text(page: PDFPage, font: PDFFont, value: string, x: number, y: number, size = 9, align: 'left' | 'right' = 'left') {
  const safe = ascii(value);
  const width = font.widthOfTextAtSize(safe, size);
  page.drawText(safe, { x: align === 'right' ? x - width : x, y, size, font, color: rgb(0.1, 0.1, 0.12) });
}

export async function renderStatementPdf(retrieval: Retrieval, account: RetrievedAccount, o: { now: Date; locale: string }): Promise<Uint8Array> {
  const generatedAt = o.now;
  const date = (isoDate: string) => formatCalendarDate(isoDate, o.locale);
  const pdf = await PDFDocument.create();
  pdf.setTitle(`${retrieval.bankName} statement ${account.accountNumber}`);
  pdf.setProducer('Harbour Business Finance bank-data service');
  pdf.setCreationDate(generatedAt);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);

  let page = pdf.addPage([PAGE.width, PAGE.height]);
  let y = PAGE.height - MARGIN;
  text(page, bold, retrieval.bankName, MARGIN, y, 16);
  text(page, regular, 'Statement of account (retrieved electronically)', MARGIN, (y -= 20), 10);
  y -= 22;
  const details: [string, string][] = [
    ['Account name', account.name],
    ['Account holder', account.holder],
    ['BSB / Account', `${account.bsb} / ${account.accountNumber}`],
    ['Period', `${date(retrieval.from)} to ${date(retrieval.to)}`],
    ['Opening balance', money(account.openingBalance)],
    ['Closing balance', money(account.closingBalance)],
  ];
  for (const [label, value] of details) {
    text(page, bold, label, MARGIN, y, 9);
    text(page, regular, value, MARGIN + 110, y, 9);
    y -= 14;
  }

  const header = () => {
    y -= 10;
    for (const column of COLUMNS) text(page, bold, column.title, column.x, y, 9, column.align);
    page.drawLine({ start: { x: MARGIN, y: y - 4 }, end: { x: PAGE.width - MARGIN, y: y - 4 }, thickness: 0.5 });
    y -= ROW;
  };
  header();
  for (const transaction of account.transactions) {
    if (y < MARGIN + ROW) {
      page = pdf.addPage([PAGE.width, PAGE.height]);
      y = PAGE.height - MARGIN;
      text(page, regular, `${retrieval.bankName} - ${account.name} ${account.accountNumber} (continued)`, MARGIN, y, 9);
      header();
    }
    text(page, regular, date(transaction.date), COLUMNS[0].x, y);
    text(page, regular, transaction.description.slice(0, 48), COLUMNS[1].x, y);
    if (transaction.amount < 0) text(page, regular, money(-transaction.amount), COLUMNS[2].x, y, 9, 'right');
    else text(page, regular, money(transaction.amount), COLUMNS[3].x, y, 9, 'right');
    text(page, regular, money(transaction.balance), COLUMNS[4].x, y, 9, 'right');
    y -= ROW;
  }
  const pages = pdf.getPages();
  pages.forEach((p, index) => text(p, regular, `Page ${index + 1} of ${pages.length}`, PAGE.width - MARGIN, MARGIN / 2, 8, 'right'));
  return pdf.save();
}

/** A CSV cell, quoted when needed; text a spreadsheet would run as a formula is defused with a leading quote. */
const csvCell = (raw: string) => {
  const value = /^[=+\-@\t\r]/.test(raw) ? `'${raw}` : raw;
  return /[",\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
};
const decimal = (cents: number) => (cents / 100).toFixed(2);

export function renderTransactionsCsv(account: RetrievedAccount): string {
  const lines = ['Date,Description,Debit,Credit,Balance'];
  for (const t of account.transactions) {
    lines.push([t.date, csvCell(t.description), t.amount < 0 ? decimal(-t.amount) : '', t.amount >= 0 ? decimal(t.amount) : '', decimal(t.balance)].join(','));
  }
  return `${lines.join('\n')}\n`;
}

/** A file name a person recognises, e.g. `Westpac Business Transaction Account 4321 statement.pdf`. */
export function statementFileName(retrieval: Retrieval, account: RetrievedAccount, kind: 'statement' | 'transactions'): string {
  const last4 = account.accountNumber.replace(/\D/g, '').slice(-4);
  return `${retrieval.bankName} ${account.name} ${last4} ${kind}.${kind === 'statement' ? 'pdf' : 'csv'}`;
}
