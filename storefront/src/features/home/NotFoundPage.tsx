import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { Link } from 'wouter';

/** Any path the storefront does not know. */
export function NotFoundPage() {
  return (
    <Container size="sm" py={80}>
      <Stack align="center" gap="sm">
        <Title order={1}>404</Title>
        <Text c="dimmed">Halaman tidak dijumpai. The page you are looking for does not exist.</Text>
        <Button component={Link} href="/">
          Kembali ke laman utama
        </Button>
      </Stack>
    </Container>
  );
}
