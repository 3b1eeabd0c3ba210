import type { S3ClientConfig } from '@aws-sdk/client-s3';

/** Where the bucket is and how to reach it (docs/design-contract.md, "Running on more than one machine"). */
export interface S3Settings {
  bucket: string;
  /** An S3-compatible service's URL; unset, AWS itself. */
  endpoint: string | undefined;
  region: string;
  /** Unset, the SDK's usual chain (instance role, AWS_* variables, profile). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  /** `https://host/bucket/key` instead of `https://bucket.host/key`: most self-hosted stores want it. */
  forcePathStyle: boolean;
}

/** A connection that never answers fails in this long instead of hanging a request. */
const CONNECT_TIMEOUT_MS = 5_000;
/** A socket idle this long is closed: a stalled transfer fails, a slow but moving one does not. */
const SOCKET_IDLE_TIMEOUT_MS = 60_000;

/** The S3 client settings every user of the bucket shares (the file store and tus's S3 store). */
export function s3ClientConfig(settings: S3Settings): S3ClientConfig {
  return {
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    ...(settings.credentials ? { credentials: settings.credentials } : {}),
    // Checksums only where S3 requires them: streamed bodies then go as plain bytes, not aws-chunked with
    // trailers, which S3-compatible stores (s3rver among them) store verbatim or refuse.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    requestHandler: {
      connectionTimeout: CONNECT_TIMEOUT_MS,
      socketTimeout: SOCKET_IDLE_TIMEOUT_MS,
      httpAgent: { keepAlive: true, maxSockets: 64 },
      httpsAgent: { keepAlive: true, maxSockets: 64 },
    },
  };
}

/** The S3 settings from the environment, or null when `S3_BUCKET` is unset (files then stay on disk). */
export function s3SettingsFromEnv(env: NodeJS.ProcessEnv): S3Settings | null {
  const bucket = env.S3_BUCKET?.trim();
  if (!bucket) return null;
  const accessKeyId = env.S3_ACCESS_KEY_ID?.trim();
  const secretAccessKey = env.S3_SECRET_ACCESS_KEY?.trim();
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey))
    throw new Error('Set both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or neither.');
  return {
    bucket,
    endpoint: env.S3_ENDPOINT?.trim() || undefined,
    region: env.S3_REGION?.trim() || 'us-east-1',
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
    forcePathStyle: env.S3_FORCE_PATH_STYLE === '1' || env.S3_FORCE_PATH_STYLE === 'true',
  };
}
