import { Anchor } from '@mantine/core';
import { Link } from 'wouter';
import { AuthFrame, type AuthFrameProps } from '../../components/AuthFrame';

/** The frame of the account pages (sign-up, verification, password recovery), like the login page's. */
export function AccountCard(props: AuthFrameProps) {
  return (
    <AuthFrame
      {...props}
      container={{ size: 480, py: 48, px: 'md' }}
      otherLink={
        <Anchor component={Link} href="/login">
          Log Masuk
        </Anchor>
      }
    />
  );
}
