import { useOffline } from '@mahir/ui/offline';
import { Alert, Container } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Says so when the browser goes offline while a page is open. */
export function OfflineNotice() {
  const { t } = useTranslation();
  const offline = useOffline();
  // A page the service worker served from its store already carries its notice (sw.js), above the app.
  if (!offline || document.getElementById('mahir-offline')) return null;
  return (
    <Container size="xl" pt="sm">
      <Alert role="status" color="yellow" title={t('offline.title')}>
        {t('offline.text')}
      </Alert>
    </Container>
  );
}
