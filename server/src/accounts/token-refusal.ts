import { ACCOUNT_MSG, TOKEN_REFUSAL_MESSAGE } from '@mahir/shared/accounts/account-messages';
import type { TokenRefusal } from '@mahir/shared/accounts/one-time-tokens';
import { AppError } from '../http/app-error';

/** A refused link, with the message that says why (expired, used, replaced…): 422 on the token field. */
export function tokenRefused(reason: TokenRefusal): AppError {
  const message = ACCOUNT_MSG.en[TOKEN_REFUSAL_MESSAGE[reason]];
  return AppError.invalid({ token: [message] }, message, `token_${reason}`);
}
