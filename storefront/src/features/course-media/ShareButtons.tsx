import { shareLinks } from '@mahir/shared/rules/share-links';
import { ActionIcon, Alert, Group, Stack, Text, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconBrandFacebook, IconBrandWhatsapp, IconBrandX, IconLink } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Share buttons for a page: WhatsApp, Facebook, X and copy link ('Cannot copy' when the clipboard refuses). */
export function ShareButtons({ path, title }: { path: string; title: string }) {
  const { t } = useTranslation();
  const [copyFailed, setCopyFailed] = useState(false);
  // The page's own address is known only in the browser: a page the server rendered gets its share links
  // once its script runs (the same markup on both sides until then, so it hydrates).
  const [origin, setOrigin] = useState<string | null>(null);
  useEffect(() => setOrigin(window.location.origin), []);
  const url = new URL(path, origin ?? 'http://localhost').toString();
  const links = shareLinks(url, title);
  const copy = async () => {
    try {
      if (!navigator.clipboard) throw new Error('no clipboard');
      await navigator.clipboard.writeText(url);
      setCopyFailed(false);
      notifications.show({ color: 'green', message: t('media.linkCopied') });
    } catch {
      setCopyFailed(true);
    }
  };
  const external = [
    { label: t('media.shareWhatsapp'), href: links.whatsapp, icon: IconBrandWhatsapp, color: 'green.9' },
    { label: t('media.shareFacebook'), href: links.facebook, icon: IconBrandFacebook, color: 'blue.8' },
    { label: t('media.shareX'), href: links.twitter, icon: IconBrandX, color: 'dark.7' },
  ];
  return (
    <Stack gap="xs">
      <Group gap="xs" aria-label={t('media.share')} role="group">
        <Text size="sm" fw={600} mr={4}>
          Kongsi:
        </Text>
        {external.map(({ label, href, icon: Icon, color }) => (
          <Tooltip key={label} label={label} withArrow>
            <ActionIcon
              component="a"
              href={origin ? href : undefined}
              target="_blank"
              rel="noopener noreferrer"
              variant="filled"
              color={color}
              radius="xl"
              size="lg"
              aria-label={label}
            >
              <Icon size={18} aria-hidden />
            </ActionIcon>
          </Tooltip>
        ))}
        <Tooltip label={t('media.copyLink')} withArrow>
          <ActionIcon variant="default" radius="xl" size="lg" onClick={copy} aria-label={t('media.copyLink')}>
            <IconLink size={18} aria-hidden />
          </ActionIcon>
        </Tooltip>
      </Group>
      {copyFailed && (
        <Alert
          color="red"
          role="alert"
          withCloseButton
          closeButtonLabel="Tutup"
          onClose={() => setCopyFailed(false)}
        >
          {t('media.cannotCopy')}
        </Alert>
      )}
    </Stack>
  );
}
