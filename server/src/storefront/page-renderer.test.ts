import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PageBootQuery } from '@mahir/shared/client/page-boot';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { storefrontPageRenderer } from './page-renderer';

/** A server entry that writes its answers into the markup and counts its renders. */
const ENTRY = `let renders = 0;
export async function renderPage(path, search, queries) {
  renders += 1;
  return { html: '<main data-render="' + renders + '">' + path + '?' + search + ' ' + JSON.stringify(queries) + '</main>', queries };
}`;

const banners = (headline: string): PageBootQuery[] => [
  { key: ['GET', '/ajax/v2/banner/list', {}], data: { banners: [{ headline }] } },
];

describe('storefront page renderer', () => {
  const dir = mkdtempSync(join(tmpdir(), 'mahir-ssr-'));
  const entry = join(dir, 'entry-server.mjs');
  writeFileSync(entry, ENTRY);
  const render = storefrontPageRenderer(entry, pino({ level: 'silent' }));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const html = async (url: string, queries: PageBootQuery[], shared = true) =>
    (await render(url, queries, { shared }))?.html;

  it('reuses a page rendered from the same answers', async () => {
    const first = await html('/?a=1', banners('Promosi'));
    expect(first).toContain('/?a=1');
    expect(first).toContain('Promosi');
    expect(await html('/?a=1', banners('Promosi'))).toBe(first);
  });

  it('renders again when the answers changed, so the markup never disagrees with the page’s boot data', async () => {
    const before = await html('/', banners('Promosi lama'));
    const after = await html('/', banners('Promosi baru'));
    expect(after).not.toBe(before);
    expect(after).toContain('Promosi baru');
    expect(after).not.toContain('Promosi lama');
  });

  it('never keeps a page rendered for one user', async () => {
    const first = await html('/cart', banners('Troli'), false);
    expect(await html('/cart', banners('Troli'), false)).not.toBe(first);
  });

  it('answers null without a server entry, and the browser renders the page', async () => {
    const none = storefrontPageRenderer(join(dir, 'missing.mjs'), pino({ level: 'silent' }));
    expect(await none('/', [])).toBeNull();
  });
});
