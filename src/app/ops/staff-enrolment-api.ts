/** A new staff member's enrolment calls: no session, the mailed link's token in the body. */
import type { StaffEnrolment, StaffMember } from '../../engine/contract/staff.contract';
import { request } from '../api/http';

export function openStaffEnrolment(token: string): Promise<StaffEnrolment> {
  return request('POST', '/api/staff/enrolment/open', { auth: false, body: { token } });
}

export function completeStaffEnrolment(input: { token: string; password: string; code: string }): Promise<StaffMember> {
  return request('POST', '/api/staff/enrolment', { auth: false, body: input });
}
