import type { CertificateCheck } from '@mahir/shared';
import { longDate } from '@mahir/shared/rules/long-date';
import { LoadingState, useApiQuery } from '@mahir/ui';
import { routes } from '@mahir/ui/routes';
import { Alert, Card, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'wouter';
import { useLanguage } from '../../i18n/i18n';

function Row({ label, value }: { label: string; value: string }) {
  return (
    <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
      <Text c="dimmed" size="sm">
        {label}
      </Text>
      <Text fw={600} ta="right" style={{ overflowWrap: 'anywhere' }}>
        {value}
      </Text>
    </Group>
  );
}

/** A valid certificate as the public check shows it. */
function Valid({ certificate: c }: { certificate: CertificateCheck }) {
  const { t } = useTranslation();
  const { lang } = useLanguage();
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="sm">
        <Alert color="green" title={t('certificates.valid')} />
        <Row label={t('certificates.learner')} value={c.learner_name} />
        <Row label={t('certificates.course')} value={c.course_title} />
        <Row label={t('certificates.tutor')} value={c.tutor_name} />
        <Row
          label={t('certificates.date')}
          value={
            lang
              ? longDate(c.issued_on, lang)
              : `${longDate(c.issued_on, 'ms')} / ${longDate(c.issued_on, 'en')}`
          }
        />
        <Row label={t('certificates.code')} value={c.formatted_code} />
      </Stack>
    </Card>
  );
}

/** `/certificates/:code`: the public check of a certificate, printed on it and in its QR code. */
export function CertificatePage() {
  const { code = '' } = useParams<{ code: string }>();
  const { t } = useTranslation();
  const query = useApiQuery(
    routes.certificates.check,
    { params: { code: decodeURIComponent(code) } },
    { retry: false },
  );
  return (
    <Container size="sm" py="xl">
      <Stack gap="md">
        <Title order={1}>{t('certificates.checkTitle')}</Title>
        {query.isLoading ? (
          <LoadingState />
        ) : query.data ? (
          <Valid certificate={query.data.certificate} />
        ) : (
          <Alert color="red" title={t('certificates.notFound')}>
            {decodeURIComponent(code)}
          </Alert>
        )}
      </Stack>
    </Container>
  );
}
