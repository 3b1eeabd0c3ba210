import { SMTPServer } from 'smtp-server';
import { writeFileSync } from 'node:fs';
let n = 0;
const s = new SMTPServer({ logger: false, disabledCommands: ['STARTTLS'], allowInsecureAuth: true, authOptional: true,
  onAuth(a, _s, d) { d(null, { user: a.username }); },
  onData(stream, session, done) { const c = []; stream.on('data', (b) => c.push(b)); stream.on('end', () => {
    const f = `/tmp/mailbox/${String(++n).padStart(3, '0')}-${session.envelope.rcptTo.map((r) => r.address).join(',')}.eml`;
    writeFileSync(f, Buffer.concat(c)); console.log('mail', f); done(); }); } });
s.listen(2525, '127.0.0.1', () => console.log('sink on 2525'));
