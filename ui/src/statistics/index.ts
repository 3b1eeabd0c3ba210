// The statistics screens' shared parts (storefront HR, back-office organizations and companies). A package
// export of their own, apart from `ui`, so the storefront's first page never loads them.
export * from './AddUsersModal';
export * from './DayBarChart';
export * from './ListedUsersTable';
export * from './LoginChart';
export * from './LoginChartCard';
export * from './StatisticsNotice';
