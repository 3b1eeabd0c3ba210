import type { Bilingual } from '../bilingual';
import type { ProductTaxType, TaxCodeProblem } from './tax-codes';

/** A rate in basis points as people write it: 800 -> '8', 650 -> '6.5', 1025 -> '10.25'. */
export function formatRatePercent(basisPoints: number): string {
  const whole = Math.floor(basisPoints / 100);
  const part = basisPoints % 100;
  return part === 0 ? String(whole) : `${whole}.${String(part).padStart(2, '0').replace(/0$/, '')}`;
}

const en = {
  taxIncluded: (rateBasisPoints: number) => `SST ${formatRatePercent(rateBasisPoints)}% included`,
  taxTotal: 'Tax (SST)',
  excludingTax: 'Amount excluding tax',
  registrationNo: (no: string | null) => `SST registration no.: ${no ?? 'NA'}`,
  pricesIncludeTax: 'All prices include SST where it applies.',
  type: {
    '01': 'Sales tax',
    '02': 'Service tax',
    '06': 'Not applicable',
    E: 'Exempt',
  } satisfies Record<ProductTaxType, string>,
  problem: {
    type: 'Please choose sales tax, service tax, not applicable or exempt.',
    rate: 'The rate must be a percent from 0 to 100 with at most two decimals.',
    exemption_reason: 'An exempt code needs the legal basis of its exemption.',
  } satisfies Record<TaxCodeProblem, string>,
  codesSaved: 'Tax codes saved. They apply to new orders.',
} as const;

/** Words of tax on receipts, documents and the admin's tax code screen (issue 21). */
export const TAX_MSG: Bilingual<typeof en> = {
  en,
  ms: {
    taxIncluded: (rateBasisPoints) => `Termasuk SST ${formatRatePercent(rateBasisPoints)}%`,
    taxTotal: 'Cukai (SST)',
    excludingTax: 'Jumlah tidak termasuk cukai',
    registrationNo: (no) => `No. pendaftaran SST: ${no ?? 'NA'}`,
    pricesIncludeTax: 'Semua harga termasuk SST jika berkenaan.',
    type: {
      '01': 'Cukai jualan',
      '02': 'Cukai perkhidmatan',
      '06': 'Tidak berkenaan',
      E: 'Dikecualikan',
    },
    problem: {
      type: 'Sila pilih cukai jualan, cukai perkhidmatan, tidak berkenaan atau dikecualikan.',
      rate: 'Kadar mesti peratusan dari 0 hingga 100 dengan paling banyak dua tempat perpuluhan.',
      exemption_reason: 'Kod dikecualikan memerlukan asas undang-undang pengecualiannya.',
    },
    codesSaved: 'Kod cukai disimpan. Ia terpakai kepada pesanan baharu.',
  },
};
