import { LoginForm } from '@mahir/ui/LoginForm';
import { routes } from '@mahir/ui/routes';
import { Anchor } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'wouter';
import { AuthFrame } from '../../components/AuthFrame';

/** Only same-site paths are followed after login, so a crafted link cannot send users elsewhere. */
function safeRedirect(target: string | null): string | null {
  return target?.startsWith('/') && !target.startsWith('//') ? target : null;
}

/** `/login`: email and password; lands the user where their role expects, or back where they came from. */
export function LoginPage() {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const [params] = useSearchParams();
  const queryClient = useQueryClient();
  const onLoggedIn = (data: { redirect: string }) => {
    // Every answer read as a visitor is dropped, not merely marked stale: the next screen (the package
    // checkout, the cart) must not show the visitor's old cart while the user's own is on its way.
    void queryClient.resetQueries({ predicate: (q) => q.queryKey[1] !== routes.auth.session.path });
    const target = safeRedirect(params.get('redirect')) ?? data.redirect;
    if (target.startsWith('/backoffice')) window.location.assign(target);
    else navigate(target, { replace: true });
  };

  return (
    <AuthFrame
      title={t('auth.login')}
      intro={t('auth.welcome')}
      container={{ size: 440, py: 64 }}
      otherLink={
        <>
          {t('auth.noAccount')}{' '}
          <Anchor component={Link} href="/register">
            {t('auth.signUp')}
          </Anchor>
        </>
      }
    >
      <LoginForm passwordLabel={t('auth.password')} submitLabel={t('auth.login')} onLoggedIn={onLoggedIn} />
      <Anchor component={Link} href="/forgot-password" size="sm" display="block" ta="center" mt="sm">
        {t('auth.forgot')}
      </Anchor>
    </AuthFrame>
  );
}
