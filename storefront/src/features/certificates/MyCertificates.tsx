import { longDate } from '@mahir/shared/rules/long-date';
import { useApiQuery } from '@mahir/ui';
import { routes } from '@mahir/ui/routes';
import { Anchor, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { useLanguage } from '../../i18n/i18n';

/** The learner's certificates on My Courses: one card each with its check page and its PDF. */
export function MyCertificates() {
  const query = useApiQuery(routes.certificates.mine, {});
  const { t } = useTranslation();
  const { lang } = useLanguage();
  const list = query.data?.certificates ?? [];
  return (
    <Stack gap="sm" mt="xl">
      <Title order={2}>{t('certificates.title')}</Title>
      {query.isSuccess && list.length === 0 ? <Text c="dimmed">{t('certificates.none')}</Text> : null}
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
        {list.map((c) => (
          <Card key={c.code} withBorder radius="md" padding="md">
            <Stack gap={6}>
              <Anchor component={Link} href={`/course/${c.course_hashslug}`} fw={600}>
                {c.course_title}
              </Anchor>
              <Text size="sm" c="dimmed">
                {longDate(c.issued_on, lang ?? 'ms')} · {c.formatted_code}
              </Text>
              <Group gap="xs" wrap="wrap">
                <Button component="a" href={c.download_url} size="xs">
                  {t('certificates.download')}
                </Button>
                <Button component={Link} href={`/certificates/${c.code}`} size="xs" variant="light">
                  {t('certificates.verify')}
                </Button>
              </Group>
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
