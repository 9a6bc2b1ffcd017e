import type { User } from '../../../engine/contract/auth.contract';
import type { UserRow } from '../../db/tables/users.table';

/** The user as the API shows it. */
export function toUserView(user: UserRow): User {
  return {
    id: user.id,
    email: user.email,
    firstName: user.first_name,
    lastName: user.last_name,
    passwordGenerated: user.password_generated,
  };
}
