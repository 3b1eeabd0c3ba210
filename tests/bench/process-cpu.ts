import { readFileSync } from 'node:fs';
import pg from 'pg';

/** CPU seconds (user + system) a process has used, from /proc (clock ticks of 1/100 s); 0 once it is gone. */
export function cpuSeconds(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return 0;
  }
}

/**
 * A sampler of the CPU seconds the app process and, on PostgreSQL, the server processes of its database have
 * used (the same machine: their /proc entries), so a workload's CPU per request can be read under any load.
 */
export async function cpuSampler(appPids: readonly number[], databaseUrl: string) {
  const client = /^postgres(ql)?:/.test(databaseUrl)
    ? new pg.Client({ connectionString: databaseUrl })
    : null;
  await client?.connect();
  return {
    /** CPU seconds so far: the app processes (with SQLite in them) and the PostgreSQL backends apart. */
    async sample(): Promise<{ app: number; db: number }> {
      const app = appPids.reduce((sum, pid) => sum + cpuSeconds(pid), 0);
      let db = 0;
      if (client) {
        const { rows } = await client.query<{ pid: number }>(
          'select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
        );
        db = rows.reduce((sum, r) => sum + cpuSeconds(r.pid), 0);
      }
      return { app, db };
    },
    close: () => client?.end(),
  };
}
