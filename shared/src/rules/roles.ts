import { HOME_BY_ROLE, type Role } from '../constants';

/** Where a user with these roles lands after logging in. */
export function homeFor(roles: readonly Role[]): string {
  for (const [role, path] of HOME_BY_ROLE) if (roles.includes(role)) return path;
  return '/';
}

/** True when the user holds at least one of the roles. */
export function hasAnyRole(roles: readonly Role[], wanted: readonly Role[]): boolean {
  return wanted.some((r) => roles.includes(r));
}
