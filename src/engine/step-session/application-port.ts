/**
 * What a step session asks of whoever holds the application (the web app's API client; a test's
 * fake): save a JSON Patch against a version, and load the newest version. The session decides
 * what to save and what to do with each answer; the port only carries it.
 */
import type { ApplicationRecord } from '../contract/applications.contract';
import type { FieldErrorBody } from '../contract/errors.contract';
import type { PatchOperation } from '../patch/diff';

/** A field the server refused (422), at its application pointer. */
export type RefusedField = FieldErrorBody;

export interface PatchRequest {
  id: string;
  /** The stage the application moves to with this change (Save & Continue), if any. */
  stage?: string;
  patch: PatchOperation[];
  /** The version the patch was made against: a newer one on the server refuses it (409). */
  version: number;
}

/** What became of a patch, as the session needs to tell it. */
export type PatchAnswer =
  | { kind: 'saved'; application: ApplicationRecord }
  /** Changed elsewhere since `version` (409): nothing was written. */
  | { kind: 'conflict' }
  /** The server's validation refused these fields (422). */
  | { kind: 'refused'; errors: RefusedField[] }
  /** The session ended on the server (401); the port has let go of it in the app. */
  | { kind: 'signedOut' }
  /** No answer, or one nobody expects. */
  | { kind: 'failed'; error: unknown };

export interface ApplicationPort {
  patch(request: PatchRequest): Promise<PatchAnswer>;
  /** The newest version of the application; rejects when it cannot be had. */
  load(id: string): Promise<ApplicationRecord>;
}
