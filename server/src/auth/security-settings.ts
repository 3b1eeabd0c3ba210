import { appSettingRepository } from '@mahir/db/repositories/app-setting.repository';
import { requiredRolesWith, SECOND_FACTOR_SETTING_ROLES } from '@mahir/shared/accounts/second-factor-policy';
import type { Role } from '@mahir/shared/constants';
import type { UserActor } from '../access/actor';
import type { ServiceDeps } from '../app-context';

const SECOND_FACTOR_REQUIRED = 'security.second_factor_required';

/**
 * The back-office security setting (issue 19): whether admins and tutors must sign in with a second factor.
 * Off unless an admin turns it on (no row in a fresh or demo database). The server's `REQUIRE_2FA_ROLES`
 * always applies besides it.
 */
export function createSecuritySettings(deps: ServiceDeps & { serverRoles: readonly Role[] }) {
  const { db, clock, serverRoles } = deps;
  const settingOn = async () => (await appSettingRepository.get(db, SECOND_FACTOR_REQUIRED)) === 'true';
  return {
    /** The roles that must sign in with a second factor now. */
    async requiredRoles(): Promise<readonly Role[]> {
      return requiredRolesWith(serverRoles, await settingOn());
    },
    async view() {
      return {
        two_factor_required: await settingOn(),
        setting_roles: [...SECOND_FACTOR_SETTING_ROLES],
        server_roles: [...serverRoles],
      };
    },
    async setSecondFactorRequired(actor: UserActor, on: boolean): Promise<void> {
      await appSettingRepository.set(db, {
        key: SECOND_FACTOR_REQUIRED,
        value: JSON.stringify(on),
        updatedBy: actor.id,
        now: clock().toISOString(),
      });
    },
  };
}

export type SecuritySettings = ReturnType<typeof createSecuritySettings>;
