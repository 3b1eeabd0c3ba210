import { Alert, Anchor, Container } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';

/** Shown by both checkout steps when the subscription cart holds no package. */
export function NoPackageNotice() {
  const { t } = useTranslation();
  return <StepRefusal message={t('packageCheckout.notSelected')} />;
}

/** Shown before paying when the pupil already holds the package in the cart: it is not paid for twice. */
export function HeldPackageNotice() {
  const { t } = useTranslation();
  return (
    <Alert color="yellow" role="alert">
      {t('packageCheckout.alreadyHeld')}{' '}
      <Anchor component={Link} href="/packages" inherit>
        {t('packageCheckout.packages')}
      </Anchor>
    </Alert>
  );
}

/** Shown to a logged-in user who is not a student: the package checkout is for students (spec 000 §6). */
export function StudentOnlyNotice() {
  const { t } = useTranslation();
  return <StepRefusal message={t('packageCheckout.studentOnly')} />;
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
