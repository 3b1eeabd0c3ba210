import { buildIndividualInvoice } from '../build-documents';
import type { InclusiveLine } from '../line-amounts';
import { SAMPLE_BUYER, SAMPLE_ISSUED_AT, SAMPLE_SELLER } from './sample-parties';

/** An individual e-Invoice from the sample seller to the sample buyer: `EI-{n}` for order `MHR-{n}`. */
export function sampleInvoice(lines: InclusiveLine[], n: number | string = 1) {
  return buildIndividualInvoice({
    seller: SAMPLE_SELLER,
    codeNumber: `EI-${n}`,
    issuedAt: SAMPLE_ISSUED_AT,
    buyer: SAMPLE_BUYER,
    orderReference: `MHR-${n}`,
    lines,
  });
}
