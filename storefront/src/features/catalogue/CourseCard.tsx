import type { CourseCard as Card } from '@mahir/shared';
import { Price, StarRating } from '@mahir/ui';
import { ResponsiveImage } from '@mahir/ui/ResponsiveImage';
import { IconMessageCircle, IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { useLanguage } from '../../i18n/i18n';
import { WishlistToggle } from '../wishlist';
import classes from './CourseCard.module.css';

/**
 * One course card (spec 001 §2): banner 197px high, rating with feedback count, author, short title, price
 * (hidden for a special-invitation course), subscribers, discussions and the wishlist heart. `compact` is the
 * related-courses variant with its shorter title and counts. Plain markup styled by its CSS module rather than
 * a dozen design-system components: a catalogue page renders (and hydrates) twelve of these on a phone.
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
  const { t } = useTranslation();
  const { formatNumber } = useLanguage();
  const titleId = `course-card-${compact ? 'rel-' : ''}${card.id}`;
  const subscribers = compact ? card.rel_subscribers : formatNumber(card.all_subscribers);
  const discussions = compact ? card.rel_discussions : formatNumber(card.all_discussions);
  return (
    <article aria-labelledby={titleId} className={classes.card}>
      <div className={classes.banner}>
        <Link href={card.link} tabIndex={-1} aria-hidden>
          {card.banner && (
            <ResponsiveImage
              src={card.banner}
              alt=""
              className={classes.image}
              sizes="(min-width: 75em) 300px, (min-width: 48em) 33vw, 100vw"
              maxWidth={480}
              eager={eager}
            />
          )}
        </Link>
        <div className={classes.heart}>
          <WishlistToggle courseId={card.id} initial={card.wishlist_status} size={18} />
        </div>
      </div>
      <div className={classes.footer}>
        <div className={classes.row}>
          <StarRating value={card.feedback_rate} size={12} />
          <span className={classes.small}>({card.feedback_count})</span>
        </div>
        <h3 id={titleId} className={classes.heading}>
          <Link href={card.link} className={classes.title} title={card.title}>
            {compact ? card.rel_title : card.title_short}
          </Link>
        </h3>
        <p className={classes.author}>{card.full_name}</p>
        <div className={classes.bottom}>
          {card.special_invitation ? (
            <span className={classes.invitation}>{t('catalogue.byInvitation')}</span>
          ) : (
            <Price
              final={card.total_price}
              sell={card.discount_active ? card.sell_price : undefined}
              perMonth={perMonth}
              size="sm"
            />
          )}
          <div className={classes.counts}>
            <span className={classes.count}>
              <IconUsers size={14} aria-hidden color="var(--mantine-color-gray-7)" />
              <span className={classes.small}>
                {subscribers}
                <span className={classes.hidden}> {t('catalogue.subscribers')}</span>
              </span>
            </span>
            <span className={classes.count}>
              <IconMessageCircle size={14} aria-hidden color="var(--mantine-color-gray-7)" />
              <span className={classes.small}>
                {discussions}
                <span className={classes.hidden}> {t('catalogue.discussions')}</span>
              </span>
            </span>
          </div>
        </div>
      </div>
    </article>
  );
}
