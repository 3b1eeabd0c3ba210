import { Button, Card, Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconBook, IconHeadphones, IconPhoto, IconSchool, IconVideo } from '@tabler/icons-react';
import { Link } from 'wouter';
import { HomeBanners } from './HomeBanners';
import classes from './HomePage.module.css';

const CATEGORIES = [
  {
    to: '/kursus/tutor',
    title: 'Mahir Tutor',
    text: 'Kelas tutor mengikut subjek sekolah, bayar bulanan.',
    icon: IconSchool,
  },
  { to: '/kursus/all', title: 'Kursus Video', text: 'Teknikal, Insaniah dan Keusahawanan.', icon: IconVideo },
  {
    to: '/kursus/ebook',
    title: 'Ebook',
    text: 'Buku teks, novel dan motivasi untuk dimuat turun.',
    icon: IconBook,
  },
  {
    to: '/kursus/audiobook',
    title: 'Audio Book',
    text: 'Dengar di mana-mana, bila-bila masa.',
    icon: IconHeadphones,
  },
  {
    to: '/kursus/stok-foto',
    title: 'Stok Foto',
    text: 'Foto berkualiti tinggi dalam pelbagai resolusi.',
    icon: IconPhoto,
  },
] as const;

/** The storefront's front page: what Mahir offers and where to start. */
export function HomePage() {
  return (
    <>
      <section className={classes.hero}>
        <Container size="xl" py={64}>
          <Stack gap="md" maw={640}>
            <Title order={1} c="white" fz={{ base: 32, sm: 44 }}>
              Belajar. Mahir. Berjaya.
            </Title>
            <Text c="white" fz="lg" opacity={0.92}>
              Kursus video dan audio, ebook, foto stok dan pakej langganan Mahir Tutor untuk murid sekolah,
              ibu bapa dan syarikat di seluruh Malaysia.
            </Text>
            <Group>
              <Button component={Link} href="/kursus/tutor" size="md" color="yellow" c="dark">
                Lihat Mahir Tutor
              </Button>
              <Button component={Link} href="/kursus/all" size="md" variant="white">
                Semua Kursus
              </Button>
            </Group>
          </Stack>
        </Container>
      </section>
      <HomeBanners />
      <Container size="xl" py="xl">
        <Title order={2} mb="md">
          Terokai mengikut kategori
        </Title>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 5 }} spacing="md">
          {CATEGORIES.map(({ to, title, text, icon: Icon }) => (
            <Card key={to} component={Link} href={to} padding="lg" className={classes.tile}>
              <Icon size={32} stroke={1.5} color="var(--mantine-color-mahir-7)" aria-hidden />
              <Text fw={700} mt="sm">
                {title}
              </Text>
              <Text size="sm" c="dimmed">
                {text}
              </Text>
            </Card>
          ))}
        </SimpleGrid>
      </Container>
    </>
  );
}
