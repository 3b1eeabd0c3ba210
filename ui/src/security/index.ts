// The account's security screens, shared by the storefront and the back office (issue 19).
export { SessionsCard } from './SessionsCard';
export { TwoFactorCard } from './TwoFactorCard';
export { TwoFactorSettingCard } from './TwoFactorSettingCard';
