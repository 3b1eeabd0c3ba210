import { Document, Image, Page, renderToBuffer } from '@react-pdf/renderer';
import { createElement as h } from 'react';
import { describe, expect, it } from 'vitest';
import { validationQrDataUrl } from './validation-qr';

describe('validation link QR code in a PDF', () => {
  it('is an image @react-pdf/renderer embeds in a receipt', async () => {
    const src = await validationQrDataUrl('https://preprod.myinvois.hasil.gov.my/ABC/share/DEF', 160);
    const pdf = await renderToBuffer(
      h(Document, null, h(Page, { size: 'A4' }, h(Image, { src, style: { width: 80, height: 80 } }))),
    );
    const text = pdf.toString('latin1');
    expect(text.startsWith('%PDF-')).toBe(true);
    expect(text).toMatch(/\/Subtype \/Image/);
    expect(text).toMatch(/\/Width 160/);
  });
});
