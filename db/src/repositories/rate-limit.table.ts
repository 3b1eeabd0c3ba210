export interface RateLimitTable {
  key: string;
  hits: number;
  window_started_at: string;
  locked_until: string | null;
  strikes: number;
}
