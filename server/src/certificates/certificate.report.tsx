// tsx started from the repo root reads no jsx option; these pragmas keep the automatic runtime.
/** @jsxRuntime automatic */
/** @jsxImportSource react */

import { formatCertificateCode } from '@mahir/shared/rules/certificate-code';
import { longDate } from '@mahir/shared/rules/long-date';
import { malaysiaDay } from '@mahir/shared/rules/malaysia-time';
import { Document, Image, Page, renderToBuffer, StyleSheet, Text, View } from '@react-pdf/renderer';
import { validationQrDataUrl } from '../einvoice/validation-qr';

/** What a certificate prints: the names as they are at issue, the issue instant and the check page. */
export interface CertificateReportData {
  learnerName: string;
  courseTitle: string;
  tutorName: string;
  /** UTC ISO instant; printed as its Malaysia date. */
  issuedAt: string;
  code: string;
  /** `certificateCheckUrl(PUBLIC_URL, code)`: printed and in the QR code. */
  checkUrl: string;
}

const BRAND = '#0b6e4f';
const GOLD = '#b8912f';
const INK = '#1f2933';
const MUTED = '#52606d';

const styles = StyleSheet.create({
  page: { padding: 22, backgroundColor: '#fffdf7', color: INK, fontFamily: 'Helvetica' },
  outer: { flex: 1, borderWidth: 3, borderColor: BRAND, padding: 6 },
  inner: {
    flex: 1,
    borderWidth: 1,
    borderColor: GOLD,
    paddingVertical: 26,
    paddingHorizontal: 48,
    alignItems: 'center',
  },
  brand: { fontFamily: 'Helvetica-Bold', fontSize: 13, letterSpacing: 6, color: BRAND },
  rule: { width: 90, borderBottomWidth: 1.5, borderBottomColor: GOLD, marginTop: 8, marginBottom: 14 },
  title: { fontFamily: 'Times-Bold', fontSize: 34, letterSpacing: 2, color: BRAND },
  subtitle: { fontFamily: 'Times-Italic', fontSize: 16, color: MUTED, marginTop: 2 },
  lead: { fontSize: 11, color: MUTED, marginTop: 24 },
  why: { fontSize: 9.5, color: MUTED, marginTop: 14, textAlign: 'center' },
  leadEn: { fontFamily: 'Helvetica-Oblique', fontSize: 10, color: MUTED, marginTop: 2 },
  name: { fontFamily: 'Times-Bold', fontSize: 30, marginTop: 10, textAlign: 'center' },
  nameRule: { width: 380, borderBottomWidth: 0.8, borderBottomColor: INK, marginTop: 4 },
  course: { fontFamily: 'Helvetica-Bold', fontSize: 18, color: BRAND, marginTop: 8, textAlign: 'center' },
  footer: { flexDirection: 'row', width: '100%', marginTop: 'auto', alignItems: 'flex-end' },
  signature: { width: '34%', height: 52, alignItems: 'center' },
  signLine: { width: 170, borderBottomWidth: 0.8, borderBottomColor: INK, marginBottom: 4 },
  strong: { fontFamily: 'Helvetica-Bold', fontSize: 11, textAlign: 'center' },
  small: { fontSize: 8.5, color: MUTED, textAlign: 'center', marginTop: 1 },
  verify: { width: '32%', alignItems: 'center' },
  qr: { width: 84, height: 84 },
  code: { fontFamily: 'Courier-Bold', fontSize: 11, letterSpacing: 1, marginTop: 2 },
  url: { fontSize: 7, color: MUTED, marginTop: 2, textAlign: 'center' },
});

/** A line of a label in Malay with its English beneath, as the certificate prints every label. */
function Label({ ms, en }: { ms: string; en: string }) {
  return <Text style={styles.small}>{`${ms} / ${en}`}</Text>;
}

/** The certificate of completion: landscape A4, Malay first with English beneath, a QR code of the check page. */
export function CertificateDocument({ data, qr }: { data: CertificateReportData; qr: string }) {
  const day = malaysiaDay(data.issuedAt);
  const msDate = longDate(day, 'ms');
  const enDate = longDate(day, 'en');
  return (
    <Document title={`Sijil ${data.courseTitle} - ${data.learnerName}`} author="Mahir" subject={data.code}>
      <Page size="A4" orientation="landscape" style={styles.page}>
        <View style={styles.outer}>
          <View style={styles.inner}>
            <Text style={styles.brand}>MAHIR</Text>
            <View style={styles.rule} />
            <Text style={styles.title}>SIJIL PENYEMPURNAAN</Text>
            <Text style={styles.subtitle}>Certificate of Completion</Text>
            <Text style={styles.lead}>Dengan ini disahkan bahawa</Text>
            <Text style={styles.leadEn}>This is to certify that</Text>
            <Text style={styles.name}>{data.learnerName}</Text>
            <View style={styles.nameRule} />
            <Text style={styles.lead}>telah menamatkan kursus</Text>
            <Text style={styles.leadEn}>has completed the course</Text>
            <Text style={styles.course}>{data.courseTitle}</Text>
            <Text style={styles.why}>
              setelah menonton setiap modul dan lulus setiap kuiz · having watched every module and passed
              every quiz
            </Text>
            <View style={styles.footer}>
              <View style={styles.signature}>
                <View style={styles.signLine} />
                <Text style={styles.strong}>{data.tutorName}</Text>
                <Label ms="Pengajar" en="Tutor" />
              </View>
              <View style={styles.signature}>
                <View style={styles.signLine} />
                <Text style={styles.strong}>{msDate}</Text>
                {msDate !== enDate ? <Text style={styles.small}>{enDate}</Text> : null}
                <Label ms="Tarikh" en="Date" />
              </View>
              <View style={styles.verify}>
                <Image style={styles.qr} src={qr} />
                <Text style={styles.code}>{formatCertificateCode(data.code)}</Text>
                <Label ms="Kod pengesahan" en="Verification code" />
                <Text style={styles.url}>{data.checkUrl}</Text>
              </View>
            </View>
          </View>
        </View>
      </Page>
    </Document>
  );
}

/** Renders a certificate to PDF bytes (in the report pool: `renderReport('certificate', data)`). */
export async function renderCertificate(data: CertificateReportData): Promise<Buffer> {
  const qr = await validationQrDataUrl(data.checkUrl, 360);
  return renderToBuffer(<CertificateDocument data={data} qr={qr} />);
}
