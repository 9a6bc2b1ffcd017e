/** What every screen a journey names receives from the app. */
import type { ComponentType } from 'react';
import type { ApplicationRecord, JsonPatchOperation } from '../engine/contract/applications.contract';
import type { CompiledJourney } from '../engine/journey/compiled-journey';
import type { JourneyStep } from '../engine/journey/journey.types';
import type { RuleRecord } from '../engine/rules/rule-record.types';
import type { AcceptOfferRequest, OffersAnswer } from '../engine/contract/offers.contract';
import type { StatementServices } from './statement-collect/statement-services';
import type { BankAccountInput } from '../engine/checkout/bank-account';
import type { FundingAccountView, SigningStatusView } from '../engine/contract/checkout.contract';
import type { AdditionalOwnerStatus } from '../engine/contract/owners.contract';
import type { DocumentRequestView, DocumentTemplateView } from '../engine/contract/document-requests.contract';
import type { ApplicationAddress } from '../engine/contract/address.contract';

/** The part of the application a screen reads. */
export type ScreenApplication = Pick<ApplicationRecord, 'id' | 'status' | 'stage' | 'version' | 'data'> & Partial<Pick<ApplicationRecord, 'submittedAt'>>;

export interface SupportContacts {
  phone: string;
  email: string;
  hours: string;
  /** Where 'Back to Home' leads: the customer portal (settings); absent when none is configured. */
  homeUrl?: string;
}

/** A step's form in an edit dialog: Continue validates and saves, Cancel discards. */
export type StepEditorComponent = ComponentType<{ stepId: string; title: string; onClose: () => void }>;

export type SubmitOutcome =
  { ok: true; application: ScreenApplication } | { ok: false; steps: { id: string; title: string; route: string }[]; message: string };

/** What the app does for a screen: screens never call the API themselves. */
export interface ScreenServices {
  StepEditor: StepEditorComponent;
  submitApplication(): Promise<SubmitOutcome>;
  reloadApplication(): Promise<ScreenApplication | undefined>;
  /** Saves answers changed in place (the ownership table), against the latest version; rejects with the server's message. */
  saveAnswers(patch: JsonPatchOperation[]): Promise<ScreenApplication>;
  /** Moves the application to a stage of its path (a screen step's Continue), against its latest version. */
  moveToStage(stage: string): Promise<void>;
  /** The addresses the application holds as saved, and the required parts each still misses (the confirm page's address check). */
  applicationAddresses(): Promise<ApplicationAddress[]>;
  /** Documents and the bank connection of the application (statement collection). */
  statements: StatementServices;
  /** The application's decision and offers; accepting one moves the application on. */
  offers: OfferServices;
  /** The funding account and signing the agreement. */
  checkout: CheckoutServices;
}

/** A service a screen may declare in its registry entry: the app builds only those it declares. */
export type ScreenServiceName = keyof ScreenServices;

export interface CheckoutServices {
  fundingAccount(): Promise<FundingAccountView | null>;
  /** Rejects with the server's field errors (422) as `ApiError`. */
  saveFundingAccount(input: BankAccountInput): Promise<FundingAccountView>;
  /** Generates the agreement and goes to the signing page. */
  sign(): Promise<void>;
  /** Back to the offer, to confirm it again. */
  reconfirmOffer(decisionId: string): Promise<ScreenApplication>;
  signingStatus(): Promise<SigningStatusView | null>;
  /** Where each additional owner has got to in their own part (invited, details, identification, signed). */
  ownersProgress(): Promise<AdditionalOwnerStatus[]>;
}

export interface OfferServices {
  load(): Promise<OffersAnswer>;
  accept(request: AcceptOfferRequest): Promise<ScreenApplication>;
  /** The documents a conditional approval asked for are uploaded: the lender verifies them next. */
  submitDocuments(): Promise<ScreenApplication>;
  /** The documents the conditional approval asks for, each with its template and where it stands. */
  documentRequests(): Promise<DocumentRequestView[]>;
  /** Saves a request's template (a form to fill in and upload back) under its name. */
  saveTemplate(template: DocumentTemplateView): Promise<void>;
}

/**
 * What every screen receives. `props` is the step's `screenProps`, of the shape the screen's
 * props schema declares: the journey meta-schema checks it (`journey validate`), so a screen reads
 * it typed, with no cast. `services` holds only the services `S` its registry entry declares.
 */
export interface ScreenProps<P = Record<string, never>, S extends ScreenServiceName = never> {
  journey: CompiledJourney;
  step: JourneyStep;
  props: P;
  application?: ScreenApplication;
  records: readonly RuleRecord[];
  support: SupportContacts;
  /** How often a screen waiting for a decision asks again (settings). */
  monitoringIntervalSeconds: number;
  /** How long a screen waits for the automatic decision before saying a person will look at it (settings, by the product's policy). */
  decisionWaitSeconds: number;
  /** The largest file an upload may be, as the server enforces it (settings). */
  maxFileMb: number;
  /** The signed-in applicant's e-mail, when known. */
  userEmail?: string;
  /** Whether the signed-in account still has only the password generated for it at the start. */
  passwordGenerated?: boolean;
  signOut: () => Promise<void>;
  services: Pick<ScreenServices, S>;
}
