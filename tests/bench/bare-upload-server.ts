import { createWriteStream } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';

// The bench's yardstick: a bare Node HTTP server that streams each request body straight to a file in
// `BARE_DIR`, nothing else. It reports `{ port }` over IPC and stops when the parent disconnects.
const dir = process.env.BARE_DIR ?? '.';
let n = 0;
const server = createServer((req, res) => {
  n += 1;
  const file = createWriteStream(join(dir, `body-${n}`));
  req.pipe(file);
  file.on('finish', () => {
    res.writeHead(204);
    res.end();
  });
});
server.listen(0, '127.0.0.1', () => process.send?.({ port: (server.address() as AddressInfo).port }));
process.on('disconnect', () => server.close(() => process.exit(0)));
