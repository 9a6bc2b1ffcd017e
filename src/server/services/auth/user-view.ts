import type { UserRow } from '../../db/tables/users.table';

/** The user as the API shows it. */
export interface UserView {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  passwordGenerated: boolean;
}

export function toUserView(user: UserRow): UserView {
  return {
    id: user.id,
    email: user.email,
    firstName: user.first_name,
    lastName: user.last_name,
    passwordGenerated: user.password_generated,
  };
}
