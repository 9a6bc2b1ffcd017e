/**
 * The audit of staff actions: who (the staff member, or the machine token), when, what (the
 * route and what was sent) and why (the `reason` the request gave), one row per change made
 * through /api/ops, and one per change refused for who asked (401, 403), with what was tried. An
 * application's history joins these with its own events.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import type { StaffMemberRow, StaffSessionRow } from '../../db/tables/staff.table';
import { applicationExists } from '../../repositories/applications.repository';
import { insertStaffAction } from '../../repositories/staff.repository';

/** Who made an operations request. */
export type StaffActor = { kind: 'staff'; member: StaffMemberRow; session: StaffSessionRow } | { kind: 'machine' };

export const MACHINE_ACTOR = 'operations token';

/** Bodies are kept whole up to this size; a larger one (a rule-record list) by its shape. */
const DETAIL_LIMIT = 4096;

/** A caller the guard refused before knowing who they are: kept by the address they came from. */
export type UnidentifiedCaller = { kind: 'unidentified'; address: string };

export interface StaffActionInput {
  actor: StaffActor | UnidentifiedCaller;
  action: string;
  applicationId: string | null;
  body: unknown;
  /** The status a refused attempt was answered with (401, 403): what was tried is kept too. */
  refused?: number;
}

function actorOf(actor: StaffActionInput['actor']): string {
  if (actor.kind === 'staff') return actor.member.email;
  return actor.kind === 'machine' ? MACHINE_ACTOR : `unidentified caller at ${actor.address}`;
}

const textOf = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : undefined);

/** The request's `reason`, and an override's (a status move past a lifecycle requirement), together. */
function reasonOf(body: unknown): string | null {
  const fields = body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  const given = textOf(fields.reason);
  const override = fields.override && typeof fields.override === 'object' ? textOf((fields.override as Record<string, unknown>).reason) : undefined;
  const reason = [given, override && `Override: ${override}`].filter(Boolean).join(' ');
  return reason ? reason.slice(0, 1000) : null;
}

function detailsOf(body: unknown): Record<string, unknown> | null {
  if (body === undefined || body === null) return null;
  const text = JSON.stringify(body);
  if (text.length <= DETAIL_LIMIT) return { body };
  const shape =
    typeof body === 'object' && !Array.isArray(body)
      ? Object.fromEntries(Object.entries(body).map(([key, value]) => [key, Array.isArray(value) ? `${value.length} item(s)` : typeof value]))
      : typeof body;
  return { bodyShape: shape, bodyBytes: text.length };
}

export async function recordStaffAction(db: Kysely<Database>, input: StaffActionInput): Promise<void> {
  // A refused attempt may name an application that does not exist: it is kept, without the link.
  const applicationId = input.refused && input.applicationId && !(await applicationExists(db, input.applicationId)) ? null : input.applicationId;
  await insertStaffAction(db, {
    staff_id: input.actor.kind === 'staff' ? input.actor.member.id : null,
    actor: actorOf(input.actor),
    action: input.action,
    application_id: applicationId,
    reason: reasonOf(input.body),
    details: JSON.stringify(input.refused ? { refused: input.refused, ...detailsOf(input.body) } : detailsOf(input.body)),
  });
}
