import type { Partner } from '@mahir/shared';
import { ResponsiveImage } from '@mahir/ui/ResponsiveImage';
import { Paper, SimpleGrid, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';

/** The tutor page's strategic-partners strip: each partner's logo, linking to its courses. */
export function PartnersStrip({ partners }: { partners: readonly Partner[] }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="partners-heading">
      <Title order={2} fz="h4" mb="sm" id="partners-heading">
        {t('catalogue.partnersHeading')}
      </Title>
      <SimpleGrid cols={{ base: 1, xs: 2, md: partners.length > 3 ? 4 : 3 }} spacing="sm">
        {partners.map((p) => (
          <Paper
            key={p.slug}
            component={Link}
            href={`/kursus/partner?sub_category=${encodeURIComponent(p.slug)}`}
            withBorder
            radius="md"
            p="xs"
            aria-label={p.name}
            style={{ color: 'inherit', textDecoration: 'none' }}
            data-testid="partner-logo"
          >
            {p.logo ? (
              <ResponsiveImage
                src={p.logo}
                alt={p.name}
                sizes="216px"
                maxWidth={216}
                height={72}
                fit="contain"
              />
            ) : (
              <Text fw={600} size="sm" ta="center" py="md">
                {p.name}
              </Text>
            )}
          </Paper>
        ))}
      </SimpleGrid>
    </section>
  );
}
