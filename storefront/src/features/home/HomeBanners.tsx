import type { HomeBanner } from '@mahir/shared';
import { useApiQuery } from '@mahir/ui/api-context';
import { ResponsiveImage } from '@mahir/ui/ResponsiveImage';
import { routes } from '@mahir/ui/routes';
import { Button, Container, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import classes from './HomePage.module.css';

function BannerButton({ button }: { button: NonNullable<HomeBanner['button']> }) {
  const internal = button.link.startsWith('/') && !button.link.startsWith('//');
  return internal ? (
    <Button component={Link} href={button.link} color="yellow" c="dark">
      {button.label}
    </Button>
  ) : (
    <Button component="a" href={button.link} rel="noopener" color="yellow" c="dark">
      {button.label}
    </Button>
  );
}

function BannerCard({ banner, first }: { banner: HomeBanner; first: boolean }) {
  return (
    <Paper component="article" radius="md" className={classes.banner} aria-label={banner.headline}>
      {banner.image_url && (
        <ResponsiveImage
          src={banner.image_url}
          alt=""
          className={classes.bannerImage}
          sizes="(min-width: 62em) 33vw, 100vw"
          eager={first}
          style={{ position: 'absolute', height: '100%' }}
        />
      )}
      <Stack gap="xs" align="flex-start" className={classes.bannerText}>
        <Title order={2} c="white" fz={{ base: 22, sm: first ? 30 : 22 }}>
          {banner.headline}
        </Title>
        {banner.sub_headline && (
          <Text c="white" opacity={0.92}>
            {banner.sub_headline}
          </Text>
        )}
        {banner.button && <BannerButton button={banner.button} />}
      </Stack>
    </Paper>
  );
}

/** The active homepage banners admins publish in the back office; nothing when there are none. */
export function HomeBanners() {
  const { t } = useTranslation();
  const query = useApiQuery(routes.homeBanner.list, {});
  const banners = query.data?.banners ?? [];
  if (banners.length === 0) return null;
  return (
    <Container size="xl" pt="xl" component="section" aria-label={t('home.banners')}>
      <SimpleGrid cols={{ base: 1, md: Math.min(banners.length, 3) }} spacing="md">
        {banners.map((b, i) => (
          <BannerCard key={b.hashslug} banner={b} first={i === 0} />
        ))}
      </SimpleGrid>
    </Container>
  );
}
