/**
 * A validation-rule record (spec 01 section 3, spec 02 section 5): rules the lender supplies at
 * run time, matched to fields by JSONPath over the application document.
 * Schema: schemas/rule-record.schema.json.
 */
export interface RuleRecord {
  /** JSONPath over the application document, e.g. `$.owners[*].firstName`. */
  jsonPath: string;
  rules: Rule[];
  /** Message key used instead of the rule type's own when a rule fails. */
  errorKey?: string;
}

export interface Rule {
  ruleType: { validationRuleType: string };
  ruleParameters?: { parameter: string }[];
}
