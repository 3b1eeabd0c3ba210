import { PRIVACY_NOTICE_VERSION } from '@mahir/shared/accounts/privacy-notice';
import { PRIVACY_NOTICE, PRIVACY_NOTICE_SECTIONS } from '@mahir/shared/accounts/privacy-notice-text';
import { Container, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../i18n/i18n';

/**
 * `/privacy`: the privacy notice a person accepts at sign-up, in Malay or English, with its version; it opens
 * in the interface's language (Malay with none chosen).
 */
export function PrivacyNoticePage() {
  const { t } = useTranslation();
  const { lang } = useLanguage();
  const [language, setLanguage] = useState<'ms' | 'en'>(lang ?? 'ms');
  const notice = PRIVACY_NOTICE[language];
  return (
    <Container size="sm" py="xl">
      <Stack gap="md">
        <SegmentedControl
          aria-label={t('privacy.language')}
          value={language}
          onChange={(v) => setLanguage(v === 'en' ? 'en' : 'ms')}
          data={[
            { value: 'ms', label: 'Bahasa Melayu' },
            { value: 'en', label: 'English' },
          ]}
        />
        <Title order={1}>{notice.title}</Title>
        <Text size="sm" c="dimmed" data-testid="privacy-version">
          {t('privacy.version', { version: PRIVACY_NOTICE_VERSION })}
        </Text>
        <Text>{notice.intro}</Text>
        {PRIVACY_NOTICE_SECTIONS.map((key) => (
          <section key={key}>
            <Title order={2} size="h4" mb={4}>
              {notice[key].heading}
            </Title>
            <Text>{notice[key].body}</Text>
          </section>
        ))}
      </Stack>
    </Container>
  );
}
