/**
 * The wire contract: every request and answer schema the server registers by `$id` (and the API
 * docs name), in an order where each one's references come first. Routes refer to them with
 * `named(...)`, and the browser imports the same types, so a drift is a type error.
 */
import { AddressAtQuerySchema, AddressDetailsQuerySchema, AddressPartsSchema, AddressSessionResetSchema, AddressSuggestionsSchema, AddressSuggestQuerySchema, ApplicationAddressesSchema } from './address.contract';
import { ApplicationIdParamsSchema, ApplicationListQuerySchema, ApplicationListSchema, ApplicationSchema, ApplicationSummarySchema, CreateApplicationRequestSchema, EmptyObjectSchema, JsonPatchOperationSchema, PatchApplicationRequestSchema } from './applications.contract';
import { BankListQuerySchema, BankListSchema, BankSchema, EnrolmentSchema, EnrolRequestSchema, EnrolTaskAnswerSchema } from './bank-data.contract';
import { RegisterEntitySchema, RegisterNameMatchSchema, RegisterSearchAnswerSchema, RegisterSearchQuerySchema } from './business-register.contract';
import {
  FundingAccountAnswerSchema,
  FundingAccountRequestSchema,
  FundingAccountSchema,
  ResetCheckoutRequestSchema,
  SignatureOutcomeSchema,
  SigningLinkSchema,
  SigningSessionSchema,
  SigningStatusSchema,
  SigningTokenParamsSchema,
  SignRequestSchema,
} from './checkout.contract';
import { DecidedApplicationSchema, DecisionSchema, OpsDecisionRequestSchema, RequiredDocumentSchema } from './decisions.contract';
import { DocumentListSchema, DocumentParamsSchema, DocumentUploadAnswerSchema, DocumentViewSchema, StatementsStateSchema, StatementSummarySchema } from './documents.contract';
import {
  AccountRefSchema,
  LoginRequestSchema,
  PasswordResetConfirmSchema,
  PasswordResetRequestSchema,
  ReapplicationAnswerSchema,
  ReapplicationCodeAnswerSchema,
  ReapplicationCodeSchema,
  ReapplicationParamsSchema,
  SessionTokenSchema,
  SetPasswordRequestSchema,
  SignupRequestSchema,
  UserSchema,
} from './auth.contract';
import { DeviceSessionRequestSchema } from './device-session.contract';
import { ErrorResponseSchema, FieldErrorSchema } from './errors.contract';
import { StatusChangeRequestSchema } from './operations.contract';
import { SettingsQuerySchema } from './settings.contract';
import { ProductRuleRecordsSchema, ProductRuleSetSchema, ReplaceRuleRecordsRequestSchema, RuleProductParamsSchema, ValidationRulesQuerySchema } from './validation-rules.contract';
import { AcceptOfferRequestSchema, OfferTermsSchema, OffersAnswerSchema, PricedOfferSchema } from './offers.contract';
import type { TSchema } from './named';

export const contractSchemas: TSchema[] = [
  FieldErrorSchema,
  ErrorResponseSchema,
  EmptyObjectSchema,
  ApplicationIdParamsSchema,
  ApplicationListQuerySchema,
  ApplicationSummarySchema,
  ApplicationListSchema,
  ApplicationSchema,
  CreateApplicationRequestSchema,
  JsonPatchOperationSchema,
  PatchApplicationRequestSchema,
  DeviceSessionRequestSchema,
  StatusChangeRequestSchema,
  SettingsQuerySchema,
  UserSchema,
  AccountRefSchema,
  SignupRequestSchema,
  LoginRequestSchema,
  SessionTokenSchema,
  PasswordResetRequestSchema,
  PasswordResetConfirmSchema,
  ReapplicationParamsSchema,
  ReapplicationCodeAnswerSchema,
  ReapplicationCodeSchema,
  ReapplicationAnswerSchema,
  SetPasswordRequestSchema,
  ValidationRulesQuerySchema,
  RuleProductParamsSchema,
  ProductRuleRecordsSchema,
  ProductRuleSetSchema,
  ReplaceRuleRecordsRequestSchema,
  StatementSummarySchema,
  StatementsStateSchema,
  DocumentViewSchema,
  DocumentUploadAnswerSchema,
  DocumentListSchema,
  DocumentParamsSchema,
  BankSchema,
  BankListSchema,
  BankListQuerySchema,
  EnrolmentSchema,
  EnrolRequestSchema,
  EnrolTaskAnswerSchema,
  AddressSuggestQuerySchema,
  AddressDetailsQuerySchema,
  AddressAtQuerySchema,
  AddressSessionResetSchema,
  AddressSuggestionsSchema,
  AddressPartsSchema,
  ApplicationAddressesSchema,
  RegisterSearchQuerySchema,
  RegisterEntitySchema,
  RegisterNameMatchSchema,
  RegisterSearchAnswerSchema,
  RequiredDocumentSchema,
  DecisionSchema,
  OpsDecisionRequestSchema,
  DecidedApplicationSchema,
  OfferTermsSchema,
  PricedOfferSchema,
  OffersAnswerSchema,
  AcceptOfferRequestSchema,
  FundingAccountRequestSchema,
  FundingAccountSchema,
  FundingAccountAnswerSchema,
  SigningLinkSchema,
  ResetCheckoutRequestSchema,
  SigningStatusSchema,
  SigningTokenParamsSchema,
  SigningSessionSchema,
  SignRequestSchema,
  SignatureOutcomeSchema,
];
