import { ROLES, type Role } from '../constants';

/**
 * Reads `REQUIRE_2FA_ROLES` (`admin,tutor`): the roles that must sign in with a second factor. Empty or
 * unset requires it of nobody (the demo keeps password-only sign-in). An unknown role name throws, so a
 * typo stops the server at start instead of silently requiring nothing.
 */
export function parseRequiredRoles(setting: string | undefined): readonly Role[] {
  const names = (setting ?? '')
    .split(',')
    .map((s) => s.trim().toLowerCase())
    .filter(Boolean);
  const roles: Role[] = [];
  for (const name of names) {
    if (!(ROLES as readonly string[]).includes(name))
      throw new Error(`REQUIRE_2FA_ROLES: unknown role "${name}" (roles: ${ROLES.join(', ')})`);
    if (!roles.includes(name as Role)) roles.push(name as Role);
  }
  return roles;
}

/** True when a user holding `roles` must have a second factor under the setting. */
export function secondFactorRequired(roles: readonly Role[], requiredRoles: readonly Role[]): boolean {
  return roles.some((r) => requiredRoles.includes(r));
}

/**
 * What sign-in asks after a correct password: nothing more, the code of the factor the user turned on, or
 * setting one up first because the user's roles require it. A factor a user turned on is always asked for,
 * required or not.
 */
export type SecondFactorStep = 'none' | 'verify' | 'enrol';

export function secondFactorStep(user: {
  roles: readonly Role[];
  enabled: boolean;
  requiredRoles: readonly Role[];
}): SecondFactorStep {
  if (user.enabled) return 'verify';
  return secondFactorRequired(user.roles, user.requiredRoles) ? 'enrol' : 'none';
}

/** The roles the back office's "two-factor sign-in required" setting covers: admins and tutors. */
export const SECOND_FACTOR_SETTING_ROLES: readonly Role[] = ['admin', 'tutor'];

/**
 * The roles that must sign in with a second factor: those of the server's `REQUIRE_2FA_ROLES`, and admins
 * and tutors while an admin has turned the back-office setting on. The setting can add roles, never remove
 * the server's.
 */
export function requiredRolesWith(serverRoles: readonly Role[], settingOn: boolean): readonly Role[] {
  if (!settingOn) return serverRoles;
  return [...serverRoles, ...SECOND_FACTOR_SETTING_ROLES.filter((r) => !serverRoles.includes(r))];
}
