/**
 * `journey new <product> --from <product>`: a new product's files from an existing one's: its
 * journey file under the new name (not the site's default; renewing its own loans if the source
 * renews its own), its own texts and its rule records. Fragments and the message catalogue are
 * shared, so the copy is ready to edit and passes `journey validate` as it is.
 */
import { constants } from 'node:fs';
import { copyFile, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Product ids are URL segments and the X-Product-Type header's value. */
export const PRODUCT_ID = /^[a-z][a-z0-9-]{0,63}$/;

const exists = (file: string) =>
  readFile(file).then(
    () => true,
    () => false,
  );

export async function scaffoldProduct(journeysDir: string, product: string, from: string): Promise<string[]> {
  if (!PRODUCT_ID.test(product)) throw new Error(`"${product}" is not a product id: lower-case letters, digits and hyphens, starting with a letter.`);
  const source = path.join(journeysDir, `${from}.journey.json`);
  const target = path.join(journeysDir, `${product}.journey.json`);
  if (!(await exists(source))) throw new Error(`There is no product "${from}" (${source}).`);
  if (await exists(target)) throw new Error(`The product "${product}" exists already (${target}).`);
  const journey = JSON.parse(await readFile(source, 'utf8')) as Record<string, unknown>;
  if (journey.product !== from) throw new Error(`${source} is the journey of "${String(journey.product)}", not "${from}".`);
  journey.product = product;
  journey.title = `${String(journey.title)} (copy of ${from})`;
  delete journey.siteDefault;
  const renewal = journey.renewal as { renews?: string[] } | undefined;
  if (renewal?.renews) renewal.renews = renewal.renews.map((p) => (p === from ? product : p));
  await writeFile(target, `${JSON.stringify(journey, null, 2)}\n`, { flag: 'wx' });
  const written = [target];
  const texts = path.join(journeysDir, `${from}.messages.en-AU.json`);
  if (await exists(texts)) {
    const copy = path.join(journeysDir, `${product}.messages.en-AU.json`);
    await copyFile(texts, copy, constants.COPYFILE_EXCL);
    written.push(copy);
  }
  const rules = path.join(journeysDir, 'rules', `${from}.rules.json`);
  if (await exists(rules)) {
    const copy = path.join(journeysDir, 'rules', `${product}.rules.json`);
    await copyFile(rules, copy, constants.COPYFILE_EXCL);
    written.push(copy);
  }
  return written;
}
