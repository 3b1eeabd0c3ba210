import { describe, expect, it } from 'vitest';
import { resolveStoragePath } from './media-storage';

describe('resolveStoragePath', () => {
  it('resolves paths inside the data directory', () => {
    expect(resolveStoragePath('/srv/data', 'media/abc.jpg')).toBe('/srv/data/media/abc.jpg');
    expect(resolveStoragePath('/srv/data/', './media/../media/x.pdf')).toBe('/srv/data/media/x.pdf');
  });
  it('refuses anything that leaves it', () => {
    expect(resolveStoragePath('/srv/data', '../secret')).toBeNull();
    expect(resolveStoragePath('/srv/data', 'media/../../etc/passwd')).toBeNull();
    expect(resolveStoragePath('/srv/data', '/etc/passwd')).toBeNull();
    expect(resolveStoragePath('/srv/data', '..')).toBeNull();
    expect(resolveStoragePath('/srv/data', '')).toBeNull();
    expect(resolveStoragePath('/srv/data', '.')).toBeNull();
    expect(resolveStoragePath('/srv/data', 'media/a\0.jpg')).toBeNull();
    expect(resolveStoragePath('/srv/data', '..data/x')).not.toBeNull();
  });
});
