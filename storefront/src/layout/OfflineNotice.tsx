import { useOffline } from '@mahir/ui/offline';
import { Alert, Anchor, Container } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';

/** Says so when the browser goes offline while a page is open, with the way to the downloads. */
export function OfflineNotice() {
  const { t } = useTranslation();
  const offline = useOffline();
  // A page the service worker served from its store already carries its notice (sw.js), above the app.
  if (!offline || document.getElementById('mahir-offline')) return null;
  return (
    <Container size="xl" pt="sm">
      <Alert role="status" color="yellow" title={t('offline.title')}>
        {t('offline.text')}{' '}
        <Anchor component={Link} href="/downloads" data-testid="offline-downloads-link">
          {t('offline.downloads')}
        </Anchor>
      </Alert>
    </Container>
  );
}
