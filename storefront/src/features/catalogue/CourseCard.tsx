import { CATALOGUE_TEXT, type CourseCard as Card, groupThousands } from '@mahir/shared';
import {
  Anchor,
  Badge,
  Group,
  Image,
  Card as MantineCard,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { IconMessageCircle, IconUsers } from '@tabler/icons-react';
import { Link } from 'wouter';
import { Price, StarRating } from '../../ui';
import { WishlistToggle } from '../wishlist/WishlistToggle';
import classes from './CourseCard.module.css';

/**
 * One course card (spec 001 §2): banner 197px high, rating with feedback count, author, short title, price
 * (hidden for a special-invitation course), subscribers, discussions and the wishlist heart. `compact` is the
 * related-courses variant with its shorter title and counts.
 */
export function CourseCard({
  card,
  compact = false,
  perMonth = false,
  eager = false,
}: {
  card: Card;
  compact?: boolean;
  /** Cards in the first visible row load their banner at once (the page's largest paint), the rest lazily. */
  eager?: boolean;
  /** Tutor courses are monthly subscriptions: the price reads per month ('/bulan'). */
  perMonth?: boolean;
}) {
  const titleId = `course-card-${compact ? 'rel-' : ''}${card.id}`;
  const subscribers = compact ? card.rel_subscribers : groupThousands(card.all_subscribers);
  const discussions = compact ? card.rel_discussions : groupThousands(card.all_discussions);
  return (
    <MantineCard padding="md" component="article" aria-labelledby={titleId} className={classes.card}>
      <MantineCard.Section className={classes.banner}>
        <Link href={card.link} tabIndex={-1} aria-hidden>
          {card.banner && (
            <Image
              src={card.banner}
              alt=""
              h={197}
              fit="cover"
              loading={eager ? 'eager' : 'lazy'}
              fetchPriority={eager ? 'high' : 'auto'}
            />
          )}
        </Link>
        <div className={classes.heart}>
          <WishlistToggle courseId={card.id} initial={card.wishlist_status} size={18} />
        </div>
      </MantineCard.Section>
      <Stack gap={6} mt="sm" className={classes.footer} style={{ flex: 1 }}>
        <Group gap={6} wrap="nowrap">
          <StarRating value={card.feedback_rate} size={12} />
          <Text size="xs" c="dimmed">
            ({card.feedback_count})
          </Text>
        </Group>
        <Title order={3} fz="md" lh={1.35} id={titleId}>
          <Anchor
            component={Link}
            href={card.link}
            className={classes.title}
            fw={600}
            title={card.title}
            underline="hover"
          >
            {compact ? card.rel_title : card.title_short}
          </Anchor>
        </Title>
        <Text size="sm" c="dimmed" lineClamp={1}>
          {card.full_name}
        </Text>
        <Group justify="space-between" align="flex-end" mt="auto" gap="xs" wrap="nowrap">
          {card.special_invitation ? (
            <Badge color="grape.9" variant="filled">
              {CATALOGUE_TEXT.byInvitation}
            </Badge>
          ) : (
            <Price
              final={card.total_price}
              sell={card.discount_active ? card.sell_price : undefined}
              perMonth={perMonth}
              size="sm"
            />
          )}
          <Group gap="sm" wrap="nowrap">
            <Group gap={4} wrap="nowrap">
              <IconUsers size={14} aria-hidden color="var(--mantine-color-gray-7)" />
              <Text size="xs" c="dimmed">
                {subscribers}
                <VisuallyHidden> {CATALOGUE_TEXT.subscribers}</VisuallyHidden>
              </Text>
            </Group>
            <Group gap={4} wrap="nowrap">
              <IconMessageCircle size={14} aria-hidden color="var(--mantine-color-gray-7)" />
              <Text size="xs" c="dimmed">
                {discussions}
                <VisuallyHidden> {CATALOGUE_TEXT.discussions}</VisuallyHidden>
              </Text>
            </Group>
          </Group>
        </Group>
      </Stack>
    </MantineCard>
  );
}
