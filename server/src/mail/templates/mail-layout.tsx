import { Body } from '@react-email/body';
import { Container } from '@react-email/container';
import { Head } from '@react-email/head';
import { Hr } from '@react-email/hr';
import { Html } from '@react-email/html';
import { Link } from '@react-email/link';
import { Preview } from '@react-email/preview';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import type { ReactNode } from 'react';
import type { MailContext } from '../mail-template';
import { BRAND, muted } from './mail-parts';

export interface MailLayoutProps {
  ctx: MailContext;
  preview: string;
  /** The one-click unsubscribe link of a non-essential mail; essential mail has none. */
  unsubscribeUrl: string | null;
  /** The preference page, offered beside the unsubscribe link. */
  preferencesUrl: string;
  children: ReactNode;
}

/** The frame of every mail: the Mahir header, the body, and a footer that says why it was sent. */
export function MailLayout({ ctx, preview, unsubscribeUrl, preferencesUrl, children }: MailLayoutProps) {
  const { t } = ctx;
  return (
    <Html lang={ctx.lang}>
      <Head />
      <Preview>{preview}</Preview>
      <Body style={{ backgroundColor: '#f4f6f5', fontFamily: 'Helvetica, Arial, sans-serif', margin: 0 }}>
        <Container style={{ maxWidth: '560px', margin: '0 auto', padding: '24px 16px' }}>
          <Section style={{ backgroundColor: BRAND, borderRadius: '8px 8px 0 0', padding: '16px 24px' }}>
            <Text style={{ color: '#ffffff', fontSize: '24px', fontWeight: 700, margin: 0 }}>Mahir</Text>
            <Text style={{ color: '#cdeee0', fontSize: '13px', margin: 0 }}>{t.layout.tagline}</Text>
          </Section>
          <Section
            style={{ backgroundColor: '#ffffff', borderRadius: '0 0 8px 8px', padding: '8px 24px 24px' }}
          >
            {children}
            <Text style={{ fontSize: '15px', lineHeight: '24px', margin: '24px 0 0' }}>
              {t.layout.signOff}
            </Text>
          </Section>
          <Hr style={{ borderColor: '#dde3e0', margin: '24px 0 12px' }} />
          <Text style={muted}>{unsubscribeUrl ? t.layout.optionalNote : t.layout.essentialNote}</Text>
          {unsubscribeUrl ? (
            <Text style={muted}>
              <Link href={unsubscribeUrl} style={{ color: '#4a5a53', textDecoration: 'underline' }}>
                {t.layout.unsubscribe}
              </Link>
              {' · '}
              <Link href={preferencesUrl} style={{ color: '#4a5a53', textDecoration: 'underline' }}>
                {t.layout.preferences}
              </Link>
            </Text>
          ) : null}
          <Text style={muted}>Mahir · Malaysia</Text>
        </Container>
      </Body>
    </Html>
  );
}
