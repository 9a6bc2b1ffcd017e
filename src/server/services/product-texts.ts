/**
 * The texts of a product's applications: its own (`<product>.messages.en-AU.json`, carried by its
 * journey) over the shared catalogue. Refusals, notices and mails about an application use them,
 * so a product's wording reaches its applicants however the text gets to them.
 */
import type { MessageCatalogue } from '../../engine/validation/messages';
import type { ApplicationRules } from './application-rules';

export function productTexts(shared: MessageCatalogue, rules: Pick<ApplicationRules, 'productMessages'>, product: string): MessageCatalogue {
  const own = rules.productMessages?.(product);
  return own ? { ...shared, ...own } : shared;
}
