import { MSG } from '@mahir/shared';
import { Alert, Container } from '@mantine/core';

/** Shown by both checkout steps when the subscription cart holds no package. */
export function NoPackageNotice() {
  return (
    <Container size="sm" py="xl">
      <Alert color="yellow" role="alert" title={MSG.packageNotSelected}>
        {MSG.packageNotSelected}
      </Alert>
    </Container>
  );
}
