import { CATALOGUE_TEXT, initials, type SubCategoryFilter } from '@mahir/shared';
import { Avatar, Group, Paper, SimpleGrid, Text, Title } from '@mantine/core';
import { Link } from 'wouter';

/** The tutor page's strategic-partners strip: each partner's mark and name, linking to its courses. */
export function PartnersStrip({ partners }: { partners: readonly SubCategoryFilter[] }) {
  return (
    <section aria-labelledby="partners-heading">
      <Title order={2} fz="h4" mb="sm" id="partners-heading">
        {CATALOGUE_TEXT.partnersHeading}
      </Title>
      <SimpleGrid cols={{ base: 1, xs: 2, md: partners.length > 3 ? 4 : 3 }} spacing="sm">
        {partners.map((p) => (
          <Paper
            key={p.slug}
            component={Link}
            href={`/kursus/partner?sub_category=${encodeURIComponent(p.slug)}`}
            withBorder
            radius="md"
            p="sm"
            style={{ color: 'inherit', textDecoration: 'none' }}
          >
            <Group gap="sm" wrap="nowrap">
              <Avatar color="mahir" radius="md" size={44} variant="filled" aria-hidden>
                {initials(
                  p.name
                    .split(' ')
                    .map((w) => w[0] ?? '')
                    .join(''),
                )}
              </Avatar>
              <Text fw={600} size="sm">
                {p.name}
              </Text>
            </Group>
          </Paper>
        ))}
      </SimpleGrid>
    </section>
  );
}
