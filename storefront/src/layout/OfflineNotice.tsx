import { useOffline } from '@mahir/ui/offline';
import { Alert, Container } from '@mantine/core';

/** Says so when the browser goes offline while a page is open. */
export function OfflineNotice() {
  const offline = useOffline();
  // A page the service worker served from its store already carries its notice (sw.js), above the app.
  if (!offline || document.getElementById('mahir-offline')) return null;
  return (
    <Container size="xl" pt="sm">
      <Alert role="status" color="yellow" title="Anda di luar talian · You are offline">
        Halaman ini seperti kali terakhir anda membukanya; butiran terkini dan pembelian perlu sambungan
        internet. This page is as you last saw it; the latest details and purchases need a connection.
      </Alert>
    </Container>
  );
}
