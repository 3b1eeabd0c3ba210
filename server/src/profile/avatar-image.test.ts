import { describe, expect, it } from 'vitest';
import { claimsImage } from './avatar-image';

describe('claimsImage', () => {
  it('lets image names, unknown names and generic types through to the content check', () => {
    expect(claimsImage('me.png', 'image/png')).toBe(true);
    expect(claimsImage('me.bin', 'application/octet-stream')).toBe(true);
    expect(claimsImage('blob', null)).toBe(true);
    expect(claimsImage(null, null)).toBe(true);
  });

  it('refuses names and types of code, whatever the bytes', () => {
    expect(claimsImage('shell.php', 'application/x-php')).toBe(false);
    expect(claimsImage('shell.PHP5', 'image/png')).toBe(false);
    expect(claimsImage('page.html', 'image/png')).toBe(false);
    expect(claimsImage('logo.svg', 'image/svg+xml')).toBe(false);
    expect(claimsImage('me.png', 'text/html')).toBe(false);
  });
});
