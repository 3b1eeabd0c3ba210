import { S3FileStore } from './s3-file-store';
import { fileStoreSuite } from './testing/file-store-suite';
import { startS3TestServer } from './testing/s3-test-server';

// A real S3-protocol server (s3rver, in its own process), not a mock of the SDK.
fileStoreSuite('S3 (s3rver)', async () => {
  const server = await startS3TestServer();
  const store = new S3FileStore(server.settings);
  return {
    store,
    signs: true,
    close: async () => {
      store.close();
      await server.stop();
    },
  };
});
