// The family pages load together.
export { FamilyConsentPage } from './FamilyConsentPage';
export { FamilyLinkPage } from './FamilyLinkPage';
export { FamilyPage } from './FamilyPage';
