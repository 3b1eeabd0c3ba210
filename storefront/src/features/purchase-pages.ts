/**
 * The purchase-side pages of spec 000 that are not the cart (package checkout, events, merchandise,
 * reseller registration, profile, affiliate), loaded as one lazy chunk: one dynamic import keeps the
 * first page's preload table short.
 */
export { AffiliatePage } from './affiliate/AffiliatePage';
export { EventDetailPage } from './events/EventDetailPage';
export { EventsPage } from './events/EventsPage';
export { MerchandiseDetailPage } from './merchandise/MerchandiseDetailPage';
export { MerchandisePage } from './merchandise/MerchandisePage';
export { AccountStepPage } from './package-checkout/AccountStepPage';
export { BillingStepPage } from './package-checkout/BillingStepPage';
export { ProfilePage } from './profile/ProfilePage';
export { ResellerRegisterPage } from './reseller/ResellerRegisterPage';
export { ResellerThankYouPage } from './reseller/ResellerThankYouPage';
export { SecurityPage } from './security/SecurityPage';
