import type { WishlistItem } from '@mahir/shared';
import { Anchor, Button, Card, Group, Image, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconMessageCircle, IconTrash, IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { useLanguage } from '../../i18n/i18n';
import classes from './WishlistPage.module.css';

/** One wishlist entry: banner, title, description, author, counts and its Remove button. */
export function WishlistItemRow({
  item,
  removing,
  onRemove,
}: {
  item: WishlistItem;
  removing: boolean;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  const titleId = `wishlist-item-${item.id}`;
  return (
    <Card component="article" aria-labelledby={titleId} padding="md" className={classes.item}>
      <div className={classes.row}>
        <Link href={item.url} tabIndex={-1} aria-hidden className={classes.banner}>
          {item.banner && <Image src={item.banner} alt="" h="100%" fit="cover" loading="lazy" />}
        </Link>
        <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
          <Title order={2} fz="lg" id={titleId}>
            <Anchor
              component={Link}
              href={item.url}
              c="dark"
              underline="hover"
              style={{ overflowWrap: 'anywhere' }}
            >
              {item.course.title}
            </Anchor>
          </Title>
          <Text size="sm" c="dimmed">
            {item.author}
          </Text>
          <Text size="sm" lineClamp={3}>
            {item.course.desc}
          </Text>
          <Group justify="space-between" gap="sm" mt="auto">
            <Group gap="md">
              <Count icon={IconUsers} value={item.subscribers} label={t('catalogue.subscribers')} />
              <Count icon={IconMessageCircle} value={item.discussions} label={t('catalogue.discussions')} />
            </Group>
            <Button
              variant="outline"
              color="red.9"
              size="xs"
              leftSection={<IconTrash size={14} aria-hidden />}
              loading={removing}
              onClick={onRemove}
              aria-describedby={titleId}
            >
              {t('wishlist.removeButton')}
            </Button>
          </Group>
        </Stack>
      </div>
    </Card>
  );
}

/** A count with its icon; the label is read out, not shown. */
function Count({ icon: Icon, value, label }: { icon: typeof IconUsers; value: number; label: string }) {
  const { formatNumber } = useLanguage();
  return (
    <Group gap={4} wrap="nowrap">
      <Icon size={16} aria-hidden color="var(--mantine-color-gray-7)" />
      <Text size="sm" c="dimmed">
        {formatNumber(value)}
        <VisuallyHidden> {label}</VisuallyHidden>
      </Text>
    </Group>
  );
}
