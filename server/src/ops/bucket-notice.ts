/**
 * What `npm run backup` and `restore` say when stored files live in a bucket (`S3_BUCKET`): they copy the
 * database and DATA_DIR's own files only, and name what keeps the bucket's objects safe instead. A copy of
 * every object on each backup, through this machine, is what a bucket's own versioning does better.
 */
export function bucketNotice(command: 'backup' | 'restore', bucket: string): string {
  const sync = 'aws s3 sync (with --endpoint-url for an S3-compatible store)';
  if (command === 'backup')
    return (
      `S3_BUCKET is set: media, renditions, previews, avatars and uploads live in the bucket "${bucket}" ` +
      'and are NOT in this backup, which holds the database and DATA_DIR only. Keep the bucket safe at its ' +
      'provider: turn on versioning (and replication to a second bucket), or copy it beside this backup with ' +
      `${sync}: aws s3 sync s3://${bucket} <backup>/bucket`
    );
  return (
    `S3_BUCKET is set: this restores the database and DATA_DIR only, NOT the bucket "${bucket}". Bring the ` +
    "bucket back to the backup's moment from its versions, or from a copy with " +
    `${sync}: aws s3 sync <backup>/bucket s3://${bucket}`
  );
}
