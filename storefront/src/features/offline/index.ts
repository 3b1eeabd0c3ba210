export { OfflineDownloadPanel } from './OfflineDownloadPanel';
export { queueOffline } from './offline-outbox-store';
export { OfflineSync } from './useOfflineAccount';
