/** A finding of `journey validate`, placed in a file so editors and CI logs can jump to it. */
export interface Diagnostic {
  file: string;
  pointer: string;
  code: string;
  message: string;
  /** Where in the file's text the fault is, when the pointer names an earlier place too (a key written twice names the first). */
  offset?: number;
  /** A warning is printed but does not fail the check. */
  severity?: 'warning';
}

export const isError = (d: Pick<Diagnostic, 'severity'>) => d.severity !== 'warning';

export const DiagnosticCode = {
  schema: 'JOURNEY_ERR_SCHEMA',
  invalidJson: 'JOURNEY_ERR_JSON',
  duplicateKey: 'JOURNEY_ERR_DUPLICATE_KEY',
  unknownWidget: 'JOURNEY_ERR_UNKNOWN_WIDGET',
  widgetType: 'JOURNEY_ERR_WIDGET_TYPE',
  unknownScreen: 'JOURNEY_ERR_UNKNOWN_SCREEN',
  unresolvedRef: 'JOURNEY_ERR_UNRESOLVED_REF',
  missingFragment: 'JOURNEY_ERR_MISSING_FRAGMENT',
  duplicateInclude: 'JOURNEY_ERR_DUPLICATE_INCLUDE',
  unknownOverride: 'JOURNEY_ERR_UNKNOWN_OVERRIDE',
  unboundAnswer: 'JOURNEY_ERR_UNBOUND_ANSWER',
  invalidSchema: 'JOURNEY_ERR_INVALID_FORM_SCHEMA',
  duplicateId: 'JOURNEY_ERR_DUPLICATE_STEP',
  duplicateRoute: 'JOURNEY_ERR_DUPLICATE_ROUTE',
  duplicateStage: 'JOURNEY_ERR_DUPLICATE_STAGE',
  unknownTarget: 'JOURNEY_ERR_UNKNOWN_TRANSITION_TARGET',
  unreachable: 'JOURNEY_ERR_UNREACHABLE_STEP',
  stageNotInLifecycle: 'JOURNEY_ERR_STAGE_NOT_IN_LIFECYCLE',
  missingMessage: 'JOURNEY_ERR_MISSING_MESSAGE',
  emptyMessage: 'JOURNEY_ERR_EMPTY_MESSAGE',
  unknownMessageOverride: 'JOURNEY_ERR_UNKNOWN_MESSAGE_OVERRIDE',
  limits: 'JOURNEY_ERR_LIMITS',
  unknownPlaceholder: 'JOURNEY_ERR_UNKNOWN_PLACEHOLDER',
  badBinding: 'JOURNEY_ERR_BAD_BINDING',
  unknownFieldName: 'JOURNEY_ERR_UNKNOWN_FIELD_NAME',
  enumNames: 'JOURNEY_ERR_ENUM_NAMES',
  unknownRulePath: 'JOURNEY_ERR_UNKNOWN_RULE_PATH',
  unknownLimit: 'JOURNEY_ERR_UNKNOWN_LIMIT',
  unknownPersonalPath: 'JOURNEY_ERR_UNKNOWN_PERSONAL_PATH',
  ruleRecord: 'JOURNEY_ERR_RULE_RECORD',
  unknownStatus: 'JOURNEY_ERR_UNKNOWN_STATUS',
  unknownStage: 'JOURNEY_ERR_UNKNOWN_STAGE',
  siteDefault: 'JOURNEY_ERR_SITE_DEFAULT',
  unknownProduct: 'JOURNEY_ERR_UNKNOWN_PRODUCT',
  statusWithoutPage: 'JOURNEY_WARN_STATUS_WITHOUT_PAGE',
  decisionCondition: 'JOURNEY_ERR_DECISION_CONDITION',
  decisionTerms: 'JOURNEY_ERR_DECISION_TERMS',
  noOfferAmount: 'JOURNEY_ERR_NO_OFFER_AMOUNT',
  unknownTier: 'JOURNEY_ERR_UNKNOWN_TIER',
  decisionOutcomeNotAllowed: 'JOURNEY_ERR_DECISION_OUTCOME_NOT_ALLOWED',
  duplicateDecisionRule: 'JOURNEY_ERR_DUPLICATE_DECISION_RULE',
  missingOffers: 'JOURNEY_ERR_MISSING_OFFERS',
  missingSetting: 'JOURNEY_ERR_MISSING_SETTING',
  unsealedPersonalAnswer: 'JOURNEY_ERR_UNSEALED_PERSONAL_ANSWER',
  decisionWithoutFallback: 'JOURNEY_WARN_DECISION_WITHOUT_FALLBACK',
  stepNeverLeft: 'JOURNEY_ERR_STEP_NEVER_LEFT',
  progressBackwards: 'JOURNEY_ERR_PROGRESS_BACKWARDS',
  stepCycle: 'JOURNEY_ERR_STEP_CYCLE',
  stageUnderTwoStatuses: 'JOURNEY_ERR_STAGE_UNDER_TWO_STATUSES',
  statusNeverReached: 'JOURNEY_WARN_STATUS_NEVER_REACHED',
  duplicateProduct: 'JOURNEY_ERR_DUPLICATE_PRODUCT',
  unknownConditionField: 'JOURNEY_ERR_UNKNOWN_CONDITION_FIELD',
  conditionValue: 'JOURNEY_ERR_CONDITION_VALUE',
  forbiddenKeyword: 'JOURNEY_ERR_FORBIDDEN_KEYWORD',
  widgetOption: 'JOURNEY_ERR_WIDGET_OPTION',
  policyDisclosure: 'JOURNEY_ERR_POLICY_DISCLOSURE',
  policyFigureWritten: 'JOURNEY_WARN_POLICY_FIGURE_WRITTEN',
  migrationTarget: 'JOURNEY_ERR_MIGRATION_TARGET',
  migrationLivePath: 'JOURNEY_ERR_MIGRATION_LIVE_PATH',
} as const;
