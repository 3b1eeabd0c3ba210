import { Alert, Anchor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { AuthFrame, type AuthFrameProps } from '../../components/AuthFrame';

function LoginLink() {
  const { t } = useTranslation();
  return (
    <Anchor component={Link} href="/login">
      {t('auth.login')}
    </Anchor>
  );
}

/** The frame of the account pages (sign-up, verification, password recovery), like the login page's. */
export function AccountCard(props: AuthFrameProps) {
  return <AuthFrame {...props} container={{ size: 480, py: 48, px: 'md' }} otherLink={<LoginLink />} />;
}

/** The notice of a step that leads on to the login (an email verified, a new password set). */
export function DoneThenLogin({ message }: { message?: string }) {
  return (
    <Alert color="green" role="status">
      {message} <LoginLink />
    </Alert>
  );
}
