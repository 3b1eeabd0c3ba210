import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer, type SMTPServerError } from 'smtp-server';
import { type DialectName, startTestServer, type TestServer } from './test-server';

/** A message the sink accepted: what the client said in the envelope, and the parsed message. */
export interface ReceivedMail {
  from: string;
  to: string[];
  raw: Buffer;
  parsed: ParsedMail;
  /** The queue id the sink answered with (`250 Message queued as <id>`). */
  queueId: string;
}

export interface SmtpSink {
  /** `smtp://user:pass@127.0.0.1:<port>`, what `SMTP_URL` would hold. */
  url: string;
  received: ReceivedMail[];
  /** Messages the sink refused so far. */
  refused: number;
  /** The next `count` messages are refused with this reply (451: try later; 550: never). */
  refuseNext(count: number, code: number, text?: string): void;
  close(): Promise<void>;
}

/**
 * A real SMTP server on an ephemeral port, with AUTH (the credentials of its URL), in plain text or with
 * implicit TLS (`smtps://`), that keeps what it accepts. It stands in for the mail provider in API tests.
 */
export async function startSmtpSink(
  opts: { user?: string; pass?: string; implicitTls?: boolean } = {},
): Promise<SmtpSink> {
  const { user = 'mahir', pass = 'rahsia', implicitTls = false } = opts;
  const received: ReceivedMail[] = [];
  let refusals: Array<{ code: number; text: string }> = [];
  let refused = 0;
  let seq = 0;
  const server = new SMTPServer({
    logger: false,
    // With implicit TLS the server speaks TLS from the first byte, with smtp-server's own test certificate.
    secure: implicitTls,
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    authMethods: ['PLAIN', 'LOGIN'],
    onAuth(auth, _session, done) {
      if (auth.username === user && auth.password === pass) done(null, { user });
      else done(Object.assign(new Error('Invalid credentials'), { responseCode: 535 }));
    },
    onData(stream, session, done) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const refusal = refusals.shift();
        if (refusal) {
          refused++;
          const err: SMTPServerError = Object.assign(new Error(refusal.text), { responseCode: refusal.code });
          done(err);
          return;
        }
        const raw = Buffer.concat(chunks);
        const queueId = `Q${String(++seq).padStart(5, '0')}`;
        simpleParser(raw).then(
          (parsed) => {
            const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
            received.push({ from, to: session.envelope.rcptTo.map((r) => r.address), raw, parsed, queueId });
            done(null, `Message queued as ${queueId}`);
          },
          (err: Error) => done(err),
        );
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: implicitTls
      ? `smtps://${user}:${pass}@127.0.0.1:${port}/?tls.rejectUnauthorized=false`
      : `smtp://${user}:${pass}@127.0.0.1:${port}`,
    received,
    get refused() {
      return refused;
    },
    refuseNext(count, code, text = code >= 500 ? 'Mailbox unavailable' : 'Try again later') {
      refusals = Array.from({ length: count }, () => ({ code, text }));
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A test server whose mail goes to a fresh SMTP sink, with more of its environment as given. */
export async function startServerWithSink(
  dialect: DialectName,
  env: Record<string, string>,
): Promise<{ server: TestServer; sink: SmtpSink }> {
  const sink = await startSmtpSink();
  const server = await startTestServer(dialect, { env: { SMTP_URL: sink.url, ...env } });
  return { server, sink };
}
