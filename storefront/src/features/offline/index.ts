export { OfflineDownloadPanel } from './OfflineDownloadPanel';
export { OfflineSaveButton } from './OfflineSaveButton';
export { OfflineSync } from './OfflineSync';
export { queueOffline } from './offline-outbox-store';
