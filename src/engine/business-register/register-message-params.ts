import type { RegisterQueryKind } from './register-search.types';

/**
 * The name type and the number type the register's messages are built from (spec 02 section 8):
 * a search that needs an ACN looks for a company, any other for a business; the number is the
 * one searched by, or for a name search the number the search is about.
 */
export function registerMessageParams(kind: RegisterQueryKind | undefined, requireAcn: boolean): [nameType: string, numberType: string] {
  const nameType = requireAcn ? 'company' : 'business';
  const numberType = kind === 'abn' ? 'ABN' : kind === 'acn' ? 'ACN' : requireAcn ? 'ACN' : 'ABN';
  return [nameType, numberType];
}
