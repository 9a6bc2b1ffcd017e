/**
 * Where signing out leads (spec 02 section 4): the login route, also when the page the user was
 * on (or going to) carries `successfully_reset`, whose message the login page keeps.
 */
export function logoutDestination(target = ''): string {
  return target.includes('successfully_reset') ? '/login?successfully_reset=true' : '/login';
}
