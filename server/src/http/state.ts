import type { AuthUser, Role } from '@mahir/shared';
import type { DefaultContext, ParameterizedContext } from 'koa';

/** The session attached to a request once the session middleware ran. */
export interface RequestSession {
  id: string;
  csrfToken: string;
  userId: number | null;
  /**
   * Set while a sign-in waits for its second factor (`verify` a code, or `enrol` one first): `userId` is the
   * account that gave the right password, yet nobody is signed in.
   */
  secondFactor: SecondFactorStage | null;
}

export type SecondFactorStage = 'verify' | 'enrol';

/** The logged-in user with the roles the guards check. */
export interface CurrentUser extends AuthUser {
  roles: Role[];
}

export interface AppState {
  session: RequestSession | null;
  user: CurrentUser | null;
  requestId: string;
  /** Starts a session for a visitor when something must be kept (a cart); set by the session middleware. */
  keepSession: () => Promise<RequestSession>;
}

export type HttpContext = ParameterizedContext<AppState, DefaultContext>;
