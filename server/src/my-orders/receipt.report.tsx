// tsx started from the repo root reads no jsx option; these pragmas keep the automatic runtime.
/** @jsxRuntime automatic */
/** @jsxImportSource react */

import type { PaymentMethod } from '@mahir/shared';
import {
  billedToLines,
  EINVOICE_TEXT,
  ORDER_STATUS_LABEL,
  ORDER_TEXT,
  type OrderReceipt,
} from '@mahir/shared';
import { formatRM } from '@mahir/shared/money/ringgit';
import { PAYMENT_METHOD_LABEL } from '@mahir/shared/rules/cart-payment';
import { formatMalaysiaDate } from '@mahir/shared/rules/malaysia-time';
import { TAX_MSG } from '@mahir/shared/tax/index';
import { Document, Image, Page, renderToBuffer, StyleSheet, Text, View } from '@react-pdf/renderer';

const BRAND = '#0b6e4f';
const INK = '#1f2933';
const MUTED = '#52606d';
const RULE = '#cbd2d9';

const styles = StyleSheet.create({
  page: { padding: 40, fontFamily: 'Helvetica', fontSize: 10, color: INK },
  header: { borderBottomWidth: 2, borderBottomColor: BRAND, paddingBottom: 10, marginBottom: 16 },
  brand: { fontSize: 11, color: BRAND, fontFamily: 'Helvetica-Bold', letterSpacing: 1 },
  title: { fontSize: 20, fontFamily: 'Helvetica-Bold', marginTop: 4 },
  facts: { flexDirection: 'row', flexWrap: 'wrap', marginBottom: 14 },
  fact: { width: '50%', marginBottom: 6 },
  label: { color: MUTED, fontSize: 9 },
  value: { fontFamily: 'Helvetica-Bold', fontSize: 11 },
  head: {
    flexDirection: 'row',
    backgroundColor: BRAND,
    color: '#ffffff',
    fontFamily: 'Helvetica-Bold',
    paddingVertical: 5,
  },
  row: { flexDirection: 'row', paddingVertical: 5, borderBottomWidth: 0.5, borderBottomColor: RULE },
  cItem: { width: '46%', paddingHorizontal: 6 },
  cNum: { width: '18%', paddingHorizontal: 6, textAlign: 'right' },
  cQty: { width: '18%', paddingHorizontal: 6, textAlign: 'right' },
  totals: { marginTop: 10, marginLeft: '50%' },
  totalRow: { flexDirection: 'row', justifyContent: 'space-between', paddingVertical: 3 },
  grand: {
    fontFamily: 'Helvetica-Bold',
    fontSize: 12,
    borderTopWidth: 1,
    borderTopColor: INK,
    paddingTop: 4,
  },
  billed: { marginTop: 18 },
  einvoice: { marginTop: 18, flexDirection: 'row', alignItems: 'center' },
  qr: { width: 90, height: 90, marginRight: 12 },
  link: { fontSize: 8, color: MUTED },
});

function methodLabel(method: string | null): string {
  return method && method in PAYMENT_METHOD_LABEL
    ? PAYMENT_METHOD_LABEL[method as PaymentMethod]
    : (method ?? '-');
}

/** The receipt as a printable A4 document: order number, date, items, amounts in RM, payment. */
export function ReceiptDocument({ order }: { order: OrderReceipt }) {
  const facts: Array<[string, string]> = [
    [ORDER_TEXT.orderNumber, order.reference],
    [ORDER_TEXT.date, formatMalaysiaDate(order.created_at, true)],
    [ORDER_TEXT.status, ORDER_STATUS_LABEL[order.status] ?? order.status.toUpperCase()],
    [ORDER_TEXT.paidAt, order.paid_at ? formatMalaysiaDate(order.paid_at, true) : '-'],
    [ORDER_TEXT.paymentMethod, methodLabel(order.payment_method)],
    [ORDER_TEXT.providerReference, order.provider_reference ?? '-'],
  ];
  const totals: Array<[string, string]> = [
    [ORDER_TEXT.subtotal, formatRM(order.subtotal)],
    // The coupon has its own line; the order's discount total holds it beside the lines' own discounts.
    [ORDER_TEXT.discount, formatRM(-(order.discount_total - (order.coupon?.discount ?? 0)))],
  ];
  if (order.coupon) totals.push([`Coupon (${order.coupon.code})`, formatRM(-order.coupon.discount)]);
  if (order.coins_used > 0) totals.push([ORDER_TEXT.mahirCoins, `${order.coins_used}`]);
  if (order.points_used > 0) totals.push([ORDER_TEXT.mahirPoints, `${order.points_used}`]);
  const b = order.buyer;
  return (
    <Document title={`${ORDER_TEXT.receipt} ${order.reference}`} author="Mahir">
      <Page size="A4" style={styles.page}>
        <View style={styles.header}>
          <Text style={styles.brand}>MAHIR</Text>
          <Text style={styles.title}>{ORDER_TEXT.receipt}</Text>
        </View>
        <View style={styles.facts}>
          {facts.map(([label, value]) => (
            <View key={label} style={styles.fact}>
              <Text style={styles.label}>{label}</Text>
              <Text style={styles.value}>{value}</Text>
            </View>
          ))}
        </View>
        <View style={styles.head}>
          <Text style={styles.cItem}>{ORDER_TEXT.items}</Text>
          <Text style={styles.cNum}>Price</Text>
          <Text style={styles.cQty}>Qty</Text>
          <Text style={styles.cNum}>Amount</Text>
        </View>
        {order.items.map((item, i) => (
          <View key={`${item.name}-${i}`} style={styles.row}>
            <Text style={styles.cItem}>{item.name}</Text>
            <Text style={styles.cNum}>{formatRM(item.unit_price - item.discount)}</Text>
            <Text style={styles.cQty}>{item.quantity}</Text>
            <Text style={styles.cNum}>{formatRM(item.subtotal)}</Text>
          </View>
        ))}
        <View style={styles.totals}>
          {totals.map(([label, value]) => (
            <View key={label} style={styles.totalRow}>
              <Text>{label}</Text>
              <Text>{value}</Text>
            </View>
          ))}
          <View style={[styles.totalRow, styles.grand]}>
            <Text>{ORDER_TEXT.grandTotal}</Text>
            <Text>{formatRM(order.grand_total)}</Text>
          </View>
          {order.tax.by_rate
            .filter((g) => g.tax > 0)
            .map((g) => (
              <View key={`${g.type}:${g.rate_basis_points}`} style={styles.totalRow}>
                <Text>{TAX_MSG.en.taxIncluded(g.rate_basis_points)}</Text>
                <Text>{formatRM(g.tax)}</Text>
              </View>
            ))}
          <View style={styles.totalRow}>
            <Text>{TAX_MSG.en.taxTotal}</Text>
            <Text>{formatRM(order.tax.total)}</Text>
          </View>
          <Text style={styles.label}>{TAX_MSG.en.registrationNo(order.tax.registration_no)}</Text>
        </View>
        <View style={styles.billed}>
          <Text style={styles.label}>{ORDER_TEXT.billedTo}</Text>
          {billedToLines(b).map((v) => (
            <Text key={v}>{v}</Text>
          ))}
        </View>
        {order.e_invoice?.validation_link && order.e_invoice.qr ? (
          <View style={styles.einvoice}>
            <Image style={styles.qr} src={order.e_invoice.qr} />
            <View>
              <Text style={styles.label}>{EINVOICE_TEXT.eInvoice}</Text>
              <Text style={styles.value}>{order.e_invoice.code_number}</Text>
              <Text style={styles.label}>{EINVOICE_TEXT.validationLink}</Text>
              <Text style={styles.link}>{order.e_invoice.validation_link}</Text>
            </View>
          </View>
        ) : null}
      </Page>
    </Document>
  );
}

/** Renders a receipt to PDF bytes. */
export function renderReceipt(order: OrderReceipt): Promise<Buffer> {
  return renderToBuffer(<ReceiptDocument order={order} />);
}
