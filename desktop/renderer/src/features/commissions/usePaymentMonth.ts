import { type CommissionLine, releasableIds } from '@mahir/shared/rules/commission-statement';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { thisMonth } from './MonthYearPicker';

/**
 * The state of a payment screen: the month shown, its page, the selection kept across pages, and the
 * success message and problem above the table.
 */
export function usePaymentMonth() {
  const { t } = useTranslation();
  const [period, setPeriod] = useState(thisMonth());
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [message, setMessage] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  return {
    period,
    page,
    setPage,
    selected,
    setSelected,
    message,
    setMessage,
    problem,
    setProblem,
    /** A selection belongs to its month: it is kept while paging, and cleared when the month changes. */
    changePeriod(next: { month: number; year: number }) {
      setSelected(new Set());
      setPage(1);
      setPeriod(next);
    },
    /** A release went through: the selection is done with, and the server's message is shown. */
    released(text: string | undefined) {
      setSelected(new Set());
      setMessage(text ?? null);
    },
    /** 'Set Status as Paid': the selected rows still unpaid go to `release`; with none, it asks for a selection. */
    setPaid(rows: readonly CommissionLine[], release: (ids: number[]) => void) {
      setMessage(null);
      const ids = releasableIds(rows, selected);
      if (ids.length === 0) {
        setProblem(t('commission.selectRequired'));
        return;
      }
      setProblem(null);
      release(ids);
    },
  };
}

export type PaymentMonth = ReturnType<typeof usePaymentMonth>;

/** The position before a page's first row, for the rows' numbers. */
export function pageOffset(data: { current_page: number; per_page: number } | undefined): number {
  return ((data?.current_page ?? 1) - 1) * (data?.per_page ?? 0);
}
