import { DEMO_ACCOUNTS, DEMO_PASSWORD, type DemoAccount } from '@mahir/seed';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientFor, clientsFor, type TestClient } from '../../support/http-client';
import { dialects, startTestServer, type TestServer } from '../../support/test-server';

let revocations = 0;
const failures: string[] = [];
afterAll(() => {
  console.log(`session revocations: ${revocations}, failures: ${failures.length}`);
});

const NEW_PASSWORD = 'tukar-baru-9';

function check(label: string, ok: boolean, detail = ''): void {
  revocations += 1;
  if (!ok) failures.push(`${label}${detail ? `: ${detail}` : ''}`);
}

async function changePassword(client: TestClient, from: string, to: string) {
  return client.post('/ajax/v2/profile/password', {
    old_password: from,
    password: to,
    password_confirmation: to,
  });
}

/** Logs in; null when the password is refused. */
async function tryLogin(url: string, email: string, password: string): Promise<TestClient | null> {
  try {
    return await (await clientFor(url)).login(email, password);
  } catch {
    return null;
  }
}

describe.each(dialects())('session revocation on %s', (dialect) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(dialect);
  });
  afterAll(() => server.close());

  it("changing the password ends every other session of the account, for every role, and no one else's", async () => {
    const roles = Object.keys(DEMO_ACCOUNTS) as DemoAccount[];
    for (const role of roles) {
      const email = DEMO_ACCOUNTS[role];
      const [here, laptop, phone] = await clientsFor(server.url, [email, email, email]);
      // Someone else's session, which must survive.
      const bystander = await clientFor(server.url, DEMO_ACCOUNTS[role === 'admin' ? 'tutor' : 'admin']);
      const oldCsrf = laptop.csrf;
      const changed = await changePassword(here, DEMO_PASSWORD, NEW_PASSWORD);
      check(`${role}: the change is accepted`, changed.status === 200, String(changed.status));

      for (const [name, other] of [
        ['laptop', laptop],
        ['phone', phone],
      ] as const) {
        const me = await other.get('/ajax/v2/auth/me');
        check(`${role} ${name}: /auth/me after the change`, me.status === 401, String(me.status));
        const orders = await other.get('/ajax/v2/my-orders');
        check(`${role} ${name}: /my-orders after the change`, orders.status === 401, String(orders.status));
        // A write with the old session and its old CSRF token is refused and changes nothing.
        const write = await other.post('/ajax/v2/profile/password', {
          old_password: NEW_PASSWORD,
          password: 'pencuri-123',
          password_confirmation: 'pencuri-123',
        });
        check(
          `${role} ${name}: a write with the ended session`,
          write.status === 401 || write.status === 419,
          String(write.status),
        );
        const session = await other.get<{ data: { user: unknown } }>('/ajax/v2/auth/session');
        check(`${role} ${name}: /auth/session is a visitor's`, session.body.data.user === null);
      }
      check(`${role}: the old CSRF token was the laptop's`, oldCsrf !== here.csrf);
      const stays = await here.get('/ajax/v2/auth/me');
      check(`${role}: the session that changed it stays`, stays.status === 200, String(stays.status));
      const other = await bystander.get('/ajax/v2/auth/me');
      check(`${role}: another account's session stays`, other.status === 200, String(other.status));
      check(
        `${role}: the old password no longer logs in`,
        (await tryLogin(server.url, email, DEMO_PASSWORD)) === null,
      );
      const fresh = await tryLogin(server.url, email, NEW_PASSWORD);
      check(`${role}: the new password logs in`, fresh !== null);

      // Back to the demo password, from the fresh session: the first one ends in turn.
      const back = fresh ? await changePassword(fresh, NEW_PASSWORD, DEMO_PASSWORD) : null;
      check(`${role}: the password changes back`, back?.status === 200, String(back?.status));
      const ended = await here.get('/ajax/v2/auth/me');
      check(
        `${role}: the first session ends on the second change`,
        ended.status === 401,
        String(ended.status),
      );
    }
    expect(failures).toEqual([]);
  }, 180_000);
});
