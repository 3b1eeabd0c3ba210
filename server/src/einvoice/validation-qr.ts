import QRCode from 'qrcode';

/** Options shared by every rendering: medium error correction, a quiet zone of four modules (the standard). */
const OPTIONS = { errorCorrectionLevel: 'M', margin: 4 } as const;

/**
 * The QR code of a document's validation link as a PNG, for receipts and invoices (LHDN asks that the
 * validated e-Invoice carries its validation link as a QR code). `width` is in pixels.
 */
export function validationQrPng(link: string, width = 300): Promise<Buffer> {
  return QRCode.toBuffer(link, { ...OPTIONS, type: 'png', width });
}

/** The same PNG as a data URL, which `<Image src>` of @react-pdf/renderer and `<img>` in mail take. */
export async function validationQrDataUrl(link: string, width = 300): Promise<string> {
  return `data:image/png;base64,${(await validationQrPng(link, width)).toString('base64')}`;
}

/** The same code as an SVG document, for pages (scales without blur). */
export function validationQrSvg(link: string): Promise<string> {
  return QRCode.toString(link, { ...OPTIONS, type: 'svg' });
}
