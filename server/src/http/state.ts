import type { AuthUser, Role } from '@mahir/shared';
import type { DefaultContext, ParameterizedContext } from 'koa';

/** The session attached to a request once the session middleware ran. */
export interface RequestSession {
  id: string;
  csrfToken: string;
  userId: number | null;
}

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
