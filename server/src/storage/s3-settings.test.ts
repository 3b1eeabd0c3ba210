import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createFileStore } from './create-file-store';
import { DiskFileStore } from './disk-file-store';
import { s3SettingsFromEnv } from './s3-settings';

describe('storage from the environment', () => {
  it('keeps files under DATA_DIR without S3_BUCKET', () => {
    const dir = mkdtempSync(join(tmpdir(), 'mahir-env-'));
    try {
      expect(s3SettingsFromEnv({})).toBeNull();
      expect(s3SettingsFromEnv({ S3_BUCKET: '  ' })).toBeNull();
      const store = createFileStore(dir, s3SettingsFromEnv({}));
      expect(store).toBeInstanceOf(DiskFileStore);
      expect((store as DiskFileStore).root).toBe(dir);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('reads the bucket, endpoint, region, keys and path style', () => {
    const env = {
      S3_BUCKET: 'mahir-media',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_REGION: 'ap-southeast-1',
      S3_ACCESS_KEY_ID: 'AKIAEXAMPLE',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_FORCE_PATH_STYLE: '1',
    };
    expect(s3SettingsFromEnv(env)).toEqual({
      bucket: 'mahir-media',
      endpoint: 'http://127.0.0.1:9000',
      region: 'ap-southeast-1',
      credentials: { accessKeyId: 'AKIAEXAMPLE', secretAccessKey: 'secret' },
      forcePathStyle: true,
    });
    expect(createFileStore('/unused', s3SettingsFromEnv(env)).kind).toBe('s3');
  });

  it('defaults to AWS in us-east-1 with the SDK credential chain and virtual-host style', () => {
    expect(s3SettingsFromEnv({ S3_BUCKET: 'b' })).toEqual({
      bucket: 'b',
      endpoint: undefined,
      region: 'us-east-1',
      credentials: undefined,
      forcePathStyle: false,
    });
  });

  it('refuses half a key pair instead of falling back to other credentials', () => {
    expect(() => s3SettingsFromEnv({ S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'AKIA' })).toThrow(/both/);
    expect(() => s3SettingsFromEnv({ S3_BUCKET: 'b', S3_SECRET_ACCESS_KEY: 'x' })).toThrow(/both/);
  });
});
