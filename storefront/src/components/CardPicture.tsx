import { ResponsiveImage } from '@mahir/ui/ResponsiveImage';
import { Card } from '@mantine/core';

/**
 * The picture at the top of a card of the storefront's grids (a course, an event, a merchandise item): full
 * card width, at most `cardWidth` pixels wide on a wide screen, two cards a row on a tablet, one on a phone.
 */
export function CardPicture({
  src,
  height,
  cardWidth,
  eager = false,
}: {
  src: string;
  height: number;
  cardWidth: number;
  /** The first card's picture loads at once (the largest paint of the page). */
  eager?: boolean;
}) {
  return (
    <Card.Section>
      <ResponsiveImage
        src={src}
        alt=""
        sizes={`(min-width: 62em) ${cardWidth}px, (min-width: 48em) 50vw, 100vw`}
        maxWidth={640}
        height={height}
        eager={eager}
      />
    </Card.Section>
  );
}
