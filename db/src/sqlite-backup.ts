import SQLite from 'better-sqlite3';

/**
 * Copies a SQLite database with SQLite's online backup without stopping the server. After the first step
 * the rest is copied in one step: that step reads one snapshot (WAL readers do not block writers), so a
 * stream of writes cannot make the backup restart forever, and the copy is consistent.
 */
export async function backupSqlite(file: string, dest: string): Promise<void> {
  const source = new SQLite(file, { fileMustExist: true });
  try {
    await source.backup(dest, { progress: ({ remainingPages }) => Math.max(remainingPages, 100) });
  } finally {
    source.close();
  }
}

/** `PRAGMA integrity_check` and foreign key violations of a SQLite file: 'ok' and 0 when sound. */
export function checkSqlite(file: string): { integrity: string; foreignKeyViolations: number } {
  const db = new SQLite(file, { readonly: true, fileMustExist: true });
  try {
    const integrity = String(db.pragma('integrity_check', { simple: true }));
    const foreignKeyViolations = (db.pragma('foreign_key_check') as unknown[]).length;
    return { integrity, foreignKeyViolations };
  } finally {
    db.close();
  }
}
