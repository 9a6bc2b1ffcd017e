/** Where a product's validation-rule records are read; start-up reads them early (main.ts). */
import { productInPath } from '../../engine/journey/site-paths';

export const validationRulesPath = (product: string) => `/api/validation-rules?product=${encodeURIComponent(product)}`;

/** The product a page's path belongs to (its first segment), when it names one of `products`. */
export function productOfPath(pathname: string, products: readonly string[]): string | undefined {
  // Compared undecoded: product names are plain, and a malformed escape must not stop start-up.
  const first = productInPath(pathname);
  return products.includes(first) ? first : undefined;
}
