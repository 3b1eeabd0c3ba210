import { describe, expect, it } from 'vitest';
import { shareLinks } from './share-links';

describe('shareLinks', () => {
  it('encodes the page and its title into each share intent', () => {
    const links = shareLinks('https://mahir.my/course/demo-photos?a=1&b=2', 'Foto Kinabalu & Sabah');
    expect(links.whatsapp).toBe(
      'https://wa.me/?text=Foto%20Kinabalu%20%26%20Sabah%20https%3A%2F%2Fmahir.my%2Fcourse%2Fdemo-photos%3Fa%3D1%26b%3D2',
    );
    expect(links.facebook).toBe(
      'https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fmahir.my%2Fcourse%2Fdemo-photos%3Fa%3D1%26b%3D2',
    );
    expect(links.twitter).toBe(
      'https://twitter.com/intent/tweet?url=https%3A%2F%2Fmahir.my%2Fcourse%2Fdemo-photos%3Fa%3D1%26b%3D2&text=Foto%20Kinabalu%20%26%20Sabah',
    );
  });

  it('shares the bare link when there is no title', () => {
    expect(shareLinks('https://mahir.my/x', '  ').whatsapp).toBe(
      'https://wa.me/?text=https%3A%2F%2Fmahir.my%2Fx',
    );
  });
});
