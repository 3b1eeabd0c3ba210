import { Button, Card, Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconBook, IconHeadphones, IconPhoto, IconSchool, IconVideo } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { HomeBanners } from './HomeBanners';
import classes from './HomePage.module.css';

const CATEGORIES = [
  {
    to: '/kursus/tutor',
    key: 'tutor',
    icon: IconSchool,
  },
  { to: '/kursus/all', key: 'video', icon: IconVideo },
  {
    to: '/kursus/ebook',
    key: 'ebook',
    icon: IconBook,
  },
  {
    to: '/kursus/audiobook',
    key: 'audiobook',
    icon: IconHeadphones,
  },
  {
    to: '/kursus/stok-foto',
    key: 'stockPhoto',
    icon: IconPhoto,
  },
] as const;

/** The storefront's front page: what Mahir offers and where to start. */
export function HomePage() {
  const { t } = useTranslation();
  return (
    <>
      <section className={classes.hero}>
        <Container size="xl" py={64}>
          <Stack gap="md" maw={640}>
            <Title order={1} c="white" fz={{ base: 32, sm: 44 }}>
              {t('home.heading')}
            </Title>
            <Text c="white" fz="lg" opacity={0.92}>
              {t('home.intro')}
            </Text>
            <Group>
              <Button component={Link} href="/kursus/tutor" size="md" color="yellow" c="dark">
                {t('home.seeTutor')}
              </Button>
              <Button component={Link} href="/kursus/all" size="md" variant="white">
                {t('catalogue.allCourses')}
              </Button>
            </Group>
          </Stack>
        </Container>
      </section>
      <HomeBanners />
      <Container size="xl" py="xl">
        <Title order={2} mb="md">
          {t('home.explore')}
        </Title>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 5 }} spacing="md">
          {CATEGORIES.map(({ to, key, icon: Icon }) => (
            <Card key={to} component={Link} href={to} padding="lg" className={classes.tile}>
              <Icon size={32} stroke={1.5} color="var(--mantine-color-mahir-7)" aria-hidden />
              <Text fw={700} mt="sm">
                {t(`home.category.${key}.title`)}
              </Text>
              <Text size="sm" c="dimmed">
                {t(`home.category.${key}.text`)}
              </Text>
            </Card>
          ))}
        </SimpleGrid>
      </Container>
    </>
  );
}
