// Loads a page in Debian's Chromium and prints what its first load transferred (compressed, as sent):
// every script and style sheet, their sum, and the rest. Used for the back-office login (docs/reach.md).
//   node tests/bench/measure-first-load.mjs http://127.0.0.1:8305/backoffice/
import { chromium } from '@playwright/test';

const url = process.argv[2];
if (!url) throw new Error('usage: node tests/bench/measure-first-load.mjs <url>');

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/lib/chromium/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
const page = await browser.newPage();
const cdp = await page.context().newCDPSession(page);
await cdp.send('Network.enable');
const byId = new Map();
cdp.on('Network.responseReceived', (e) =>
  byId.set(e.requestId, { url: e.response.url, type: e.type, bytes: 0 }),
);
cdp.on('Network.loadingFinished', (e) => {
  const row = byId.get(e.requestId);
  if (row) row.bytes = e.encodedDataLength;
});
await page.goto(url, { waitUntil: 'networkidle' });
await browser.close();

const rows = [...byId.values()];
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
let scripts = 0;
for (const r of rows.sort((a, b) => b.bytes - a.bytes)) {
  const isCode = r.type === 'Script' || r.type === 'Stylesheet';
  if (isCode) scripts += r.bytes;
  console.log(`${kb(r.bytes).padStart(10)}  ${r.type.padEnd(10)} ${new URL(r.url).pathname}`);
}
console.log(
  `JS + CSS transferred: ${kb(scripts)} in ${rows.filter((r) => /Script|Stylesheet/.test(r.type)).length} files`,
);
console.log(`everything: ${kb(rows.reduce((s, r) => s + r.bytes, 0))} in ${rows.length} requests`);
