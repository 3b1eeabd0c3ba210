import { StyleSheet } from '@react-pdf/renderer';

export const BRAND = '#0b6e4f';
const INK = '#1f2933';
export const MUTED = '#52606d';
const RULE = '#cbd2d9';
const MARGIN = 36;

/** The look both commission PDFs share (A4, Helvetica, the brand's green table heads). */
export const reportStyles = StyleSheet.create({
  page: { padding: MARGIN, paddingBottom: 56, fontFamily: 'Helvetica', fontSize: 9, color: INK },
  header: { borderBottomWidth: 2, borderBottomColor: BRAND, paddingBottom: 8, marginBottom: 14 },
  brand: { fontSize: 10, color: BRAND, fontFamily: 'Helvetica-Bold', letterSpacing: 1 },
  title: { fontSize: 18, fontFamily: 'Helvetica-Bold', marginTop: 4 },
  subtitle: { fontSize: 10, color: MUTED, marginTop: 3 },
  summary: { flexDirection: 'row', gap: 12, marginBottom: 12 },
  card: { flexGrow: 1, borderWidth: 0.8, borderColor: RULE, borderRadius: 3, padding: 8 },
  cardLabel: { fontSize: 8, color: MUTED },
  cardValue: { fontSize: 13, fontFamily: 'Helvetica-Bold', marginTop: 2 },
  section: { fontSize: 12, fontFamily: 'Helvetica-Bold', marginTop: 14, marginBottom: 6 },
  tableHead: {
    flexDirection: 'row',
    backgroundColor: BRAND,
    color: '#ffffff',
    fontFamily: 'Helvetica-Bold',
    paddingVertical: 5,
  },
  row: { flexDirection: 'row', paddingVertical: 4, borderBottomWidth: 0.5, borderBottomColor: RULE },
  rowAlt: { backgroundColor: '#f5f7fa' },
  totalRow: { flexDirection: 'row', paddingVertical: 5, fontFamily: 'Helvetica-Bold', borderTopWidth: 1 },
  cell: { paddingHorizontal: 4 },
  right: { textAlign: 'right' },
  empty: { paddingVertical: 10, color: MUTED, textAlign: 'center' },
  footer: {
    position: 'absolute',
    bottom: 22,
    left: MARGIN,
    right: MARGIN,
    flexDirection: 'row',
    justifyContent: 'space-between',
    fontSize: 7,
    color: MUTED,
  },
});

/**
 * An order number is one word: react-pdf's hyphenation broke a random part with a hyphen of its own
 * ('MHR-2026-WA1WR-PHZ6A'), and a reader copying the number would copy it wrong.
 */
export const unbroken = (word: string): string[] => [word];

/** The order number cell: a size at which the longest reference fits its column unbroken. */
export const orderNoText = { fontSize: 7.5 } as const;
