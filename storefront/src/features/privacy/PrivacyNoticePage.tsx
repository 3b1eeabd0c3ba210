import { PRIVACY_NOTICE_VERSION } from '@mahir/shared/accounts/privacy-notice';
import { PRIVACY_NOTICE, PRIVACY_NOTICE_SECTIONS } from '@mahir/shared/accounts/privacy-notice-text';
import { Container, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';

/** `/privacy`: the privacy notice a person accepts at sign-up, in Malay or English, with its version. */
export function PrivacyNoticePage() {
  const [language, setLanguage] = useState<'ms' | 'en'>('ms');
  const notice = PRIVACY_NOTICE[language];
  return (
    <Container size="sm" py="xl">
      <Stack gap="md">
        <SegmentedControl
          aria-label="Bahasa / Language"
          value={language}
          onChange={(v) => setLanguage(v === 'en' ? 'en' : 'ms')}
          data={[
            { value: 'ms', label: 'Bahasa Melayu' },
            { value: 'en', label: 'English' },
          ]}
        />
        <Title order={1}>{notice.title}</Title>
        <Text size="sm" c="dimmed" data-testid="privacy-version">
          Versi / Version {PRIVACY_NOTICE_VERSION}
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
