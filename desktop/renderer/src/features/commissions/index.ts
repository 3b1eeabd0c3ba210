/** What other features may use of this one; the rest of the folder is its own. */
export * from './BankSettingsForm';
export * from './DailyEarningsChart';
export * from './EarningsTable';
export * from './MonthYearPicker';
export * from './PartnerSettings';
export * from './PayoutBadge';
export * from './ResellerLinkCard';
export * from './StatCards';
