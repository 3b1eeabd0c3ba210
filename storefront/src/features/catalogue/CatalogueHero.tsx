import type { CatalogueCategory, HeroBackground } from '@mahir/shared';
import { Container, Stack, Text, Title } from '@mantine/core';
import {
  IconBook,
  IconHeadphones,
  IconPhoto,
  IconSchool,
  IconVideo,
  type TablerIcon,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import classes from './CatalogueHero.module.css';

const ICONS: Readonly<Record<HeroBackground, TablerIcon>> = {
  tutor: IconSchool,
  ebook: IconBook,
  audiobook: IconHeadphones,
  'stok-foto': IconPhoto,
  courses: IconVideo,
};

/** The catalogue hero: the category's title and tagline over its own background, with the search box. */
export function CatalogueHero({ category, children }: { category: CatalogueCategory; children: ReactNode }) {
  const Icon = ICONS[category.background];
  return (
    <section className={classes.hero} data-background={category.background} data-testid="catalogue-hero">
      <Icon size={260} stroke={1.2} className={classes.icon} aria-hidden />
      <Container size="xl" py={{ base: 36, sm: 56 }} className={classes.inner}>
        <Stack gap="md" maw={720}>
          <Title order={1} c="white" fz={{ base: 30, sm: 42 }}>
            {category.title}
          </Title>
          <Text c="white" fz={{ base: 'md', sm: 'lg' }}>
            {category.tagline}
          </Text>
          {children}
        </Stack>
      </Container>
    </section>
  );
}
