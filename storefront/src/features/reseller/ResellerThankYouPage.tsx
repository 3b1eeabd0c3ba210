import { RESELLER_TEXT } from '@mahir/shared';
import { Button, Card, Container, Stack, Text, Title } from '@mantine/core';
import { Link } from 'wouter';

/** `/reseller/thank-you`: the registration is under review and awaiting approval. */
export function ResellerThankYouPage() {
  return (
    <Container size="sm" py="xl">
      <Card withBorder padding="xl">
        <Stack align="center" gap="md">
          <Title order={1}>{RESELLER_TEXT.thankYou}</Title>
          <Text ta="center">{RESELLER_TEXT.underReview}</Text>
          <Button component={Link} href="/">
            {RESELLER_TEXT.backHome}
          </Button>
        </Stack>
      </Card>
    </Container>
  );
}
