import './styles/full.css';
import type { AuthUser } from '@mahir/shared';
import { Router } from 'wouter';
import { BackofficeShell } from './layout/BackofficeShell';
import { BackofficeRoutes } from './routes';

/** The logged-in back office (its own chunk, with the full styles): the shell and the user's pages. */
export default function Backoffice({ user }: { user: AuthUser }) {
  return (
    <Router base="/backoffice">
      <BackofficeShell user={user}>
        <BackofficeRoutes user={user} />
      </BackofficeShell>
    </Router>
  );
}
