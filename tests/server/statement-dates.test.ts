/**
 * The bank statement the portal renders from a retrieved account writes its period and every
 * transaction's day as the product's readers do: tl and renewal-tl (en-AU) dd/mm/yyyy, us-tl
 * (en-US) MM/DD/YYYY, from the same retrieved days.
 */
import { expect, it } from 'vitest';
import { renderStatementPdf } from '../../src/server/services/bank-data/statement-documents';
import type { Retrieval } from '../../src/server/providers/bank-data/bank-data-provider';
import { readFileSync } from 'node:fs';
import { productLocale } from '../../src/engine/journey/product-locale';
import { pdfText } from '../support/pdf-text';

const retrieval: Retrieval = {
  bankName: 'Frost Bank',
  from: '2026-06-01',
  to: '2026-11-27',
  accounts: [
    {
      id: 'acc-1',
      name: 'Business Checking',
      kind: 'business',
      holder: 'Lone Star Bakery LLC',
      bsb: '114000093',
      accountNumber: '000123456789',
      openingBalance: 1_000_00,
      closingBalance: 1_250_00,
      transactions: [{ date: '2026-07-04', description: 'Card sales', amount: 250_00, balance: 1_250_00 }],
    },
  ],
};

/** The locale a product's journey file says (its top-level `locale`), as the server's rules read it. */
const localeOf = (product: string) => productLocale(JSON.parse(readFileSync(`journeys/${product}.journey.json`, 'utf8')) as { locale?: string });

const statementText = async (locale: string) =>
  pdfText(await renderStatementPdf(retrieval, retrieval.accounts[0], { now: new Date('2026-11-27T01:00:00Z'), locale }));

it("writes the statement's period and transactions as each product's journey says: tl dd/mm/yyyy, us-tl MM/DD/YYYY", async () => {
  expect(localeOf('tl')).toBe('en-AU');
  expect(localeOf('renewal-tl')).toBe('en-AU');
  expect(localeOf('us-tl')).toBe('en-US');

  const au = await statementText(localeOf('tl'));
  expect(au).toContain('Period 01/06/2026 to 27/11/2026');
  expect(au).toContain('04/07/2026 Card sales');

  const us = await statementText(localeOf('us-tl'));
  expect(us).toContain('Period 06/01/2026 to 11/27/2026');
  expect(us).toContain('07/04/2026 Card sales');
  expect(us).not.toContain('27/11/2026');
});
