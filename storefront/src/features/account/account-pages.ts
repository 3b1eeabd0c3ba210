// The account pages load together: whoever opens one of them is likely to open the next.
export { ConfirmEmailChangePage } from './ConfirmEmailChangePage';
export { ForgotPasswordPage } from './ForgotPasswordPage';
export { RegisterPage } from './RegisterPage';
export { ResetPasswordPage } from './ResetPasswordPage';
export { VerifyEmailPage } from './VerifyEmailPage';
