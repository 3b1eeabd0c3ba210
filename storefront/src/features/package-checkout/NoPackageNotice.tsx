import { MSG, PACKAGE_CHECKOUT_TEXT } from '@mahir/shared';
import { Alert, Anchor, Container } from '@mantine/core';
import { Link } from 'wouter';

/** Shown by both checkout steps when the subscription cart holds no package. */
export function NoPackageNotice() {
  return <StepRefusal message={MSG.packageNotSelected} />;
}

/** Shown before paying when the pupil already holds the package in the cart: it is not paid for twice. */
export function HeldPackageNotice() {
  return (
    <Alert color="yellow" role="alert">
      {PACKAGE_CHECKOUT_TEXT.alreadyHeld}{' '}
      <Anchor component={Link} href="/packages" inherit>
        Pakej
      </Anchor>
    </Alert>
  );
}

/** Shown to a logged-in user who is not a student: the package checkout is for students (spec 000 §6). */
export function StudentOnlyNotice() {
  return <StepRefusal message={MSG.packageStudentOnly} />;
}

/** A checkout step that cannot go on: the reason, alone on the page. */
function StepRefusal({ message }: { message: string }) {
  return (
    <Container size="sm" py="xl">
      <Alert color="yellow" role="alert" title={message}>
        {message}
      </Alert>
    </Container>
  );
}
