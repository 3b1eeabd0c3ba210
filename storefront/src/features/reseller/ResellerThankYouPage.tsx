import { Button, Card, Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';

/** `/reseller/thank-you`: the registration is under review and awaiting approval. */
export function ResellerThankYouPage() {
  const { t } = useTranslation();
  return (
    <Container size="sm" py="xl">
      <Card withBorder padding="xl">
        <Stack align="center" gap="md">
          <Title order={1}>{t('reseller.thankYou')}</Title>
          <Text ta="center">{t('reseller.underReview')}</Text>
          <Button component={Link} href="/">
            {t('reseller.backHome')}
          </Button>
        </Stack>
      </Card>
    </Container>
  );
}
