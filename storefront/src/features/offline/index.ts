export { OfflineDownloadPanel } from './OfflineDownloadPanel';
export { OfflineSaveButton } from './OfflineSaveButton';
export { queueOffline } from './offline-outbox-store';
export { OfflineSync } from './useOfflineAccount';
