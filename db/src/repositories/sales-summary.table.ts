import type { ColumnType } from 'kysely';

/** Paid sales per UTC hour (`YYYY-MM-DDTHH`), kept by the `order.paid` sales handler. */
export interface SalesHourlyTable {
  hour: string;
  total: ColumnType<number | string, number, number>;
  orders: number;
}
/** Each tutor's sales of course lines in paid orders (sen), kept by the same handler. */
export interface TutorSalesTable {
  tutor_id: number;
  total: ColumnType<number | string, number, number>;
  lines: number;
}
/** Orders the sales handler has counted: replays count nothing twice. */
export interface SalesCountedOrderTable {
  order_id: number;
}
