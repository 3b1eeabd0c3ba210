export interface JobLeaseTable {
  name: string;
  holder: string | null;
  lease_until: string;
  last_run_at: string | null;
}
