import { describe, expect, it } from 'vitest';
import { absoluteUrl, eventMeta, merchandiseMeta, plainText } from './page-meta';

const ORIGIN = 'https://mahir.example.my';

describe('page meta', () => {
  it('reads tutor HTML as one line of text, cut at a word', () => {
    expect(plainText('<p>Belajar <b>Excel</b> &amp; data</p>\n<p>mudah</p>')).toBe(
      'Belajar Excel & data mudah',
    );
    const long = plainText(`${'perkataan '.repeat(40)}`, 50);
    expect(long.length).toBeLessThanOrEqual(50);
    expect(long.endsWith('perkataan…')).toBe(true);
    expect(plainText('<script>alert(1)</script>')).toBe('alert(1)');
  });

  it('makes links absolute on the site, and leaves other sites’ links as they are', () => {
    expect(absoluteUrl(ORIGIN, '/media/a.png')).toBe(`${ORIGIN}/media/a.png`);
    expect(absoluteUrl(ORIGIN, 'media/a.png')).toBe(`${ORIGIN}/media/a.png`);
    expect(absoluteUrl(ORIGIN, 'https://bucket.example/a.png')).toBe('https://bucket.example/a.png');
  });

  it('describes an event with its start in Malaysian time, online or in a place', () => {
    const base = {
      hashslug: 'ev 1',
      name: 'Bengkel',
      img: '/media/e.png',
      desc: '<p>Bengkel data</p>',
      price: 5000,
      date: '2026-12-10',
      time: '20:30',
      speaker: 'Cikgu Ana',
      location: 'Dewan KL',
      type_id: 1,
      subscribed_event: false,
      can_buy: true,
      is_over: false,
      meeting_link: null,
    };
    const physical = eventMeta(base, ORIGIN);
    expect(physical.path).toBe('/events/ev%201');
    expect(physical.jsonLd).toMatchObject({
      '@type': 'Event',
      startDate: '2026-12-10T20:30:00+08:00',
      location: { '@type': 'Place', address: 'Dewan KL' },
      image: `${ORIGIN}/media/e.png`,
      offers: { price: '50.00', priceCurrency: 'MYR' },
    });
    const online = eventMeta({ ...base, type_id: 2, location: null }, ORIGIN);
    expect(online.jsonLd).toMatchObject({
      location: { '@type': 'VirtualLocation', url: `${ORIGIN}/events/ev%201` },
    });
  });

  it('lists a product’s gallery in order, its first picture as the preview', () => {
    const meta = merchandiseMeta(
      {
        hashslug: 'baju',
        name: 'Baju',
        desc: '',
        price: 2500,
        size: 'M',
        color: 'Biru',
        galleries: [
          { url: '/media/2.png', index: 2 },
          { url: '/media/1.png', index: 1 },
        ],
      },
      ORIGIN,
    );
    expect(meta.description).toBe('Baju');
    expect(meta.image).toBe('/media/1.png');
    expect(meta.jsonLd).toMatchObject({
      '@type': 'Product',
      image: [`${ORIGIN}/media/1.png`, `${ORIGIN}/media/2.png`],
    });
  });
});
