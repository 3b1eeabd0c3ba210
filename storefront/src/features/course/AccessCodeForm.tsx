import { AccessCodeBody, type CoursePageData } from '@mahir/shared';
import { formValidator } from '@mahir/ui';
import { routes } from '@mahir/ui/routes';
import { Alert, Button, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconKey } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { useAccessCall } from './useAccessCall';

const CodeOnly = AccessCodeBody.pick({ access_code: true });

/** The closed course's access-code form (spec 001: "requires an access code, submitted as a form post"). */
export function AccessCodeForm({
  page,
  onGranted,
}: {
  page: CoursePageData;
  onGranted: (message: string | undefined) => void;
}) {
  const { t } = useTranslation();
  const form = useForm({ initialValues: { access_code: '' }, validate: formValidator(CodeOnly) });
  const call = useAccessCall(routes.coursePage.accessCode, page, onGranted);
  const error = call.mutation.error;
  const fieldError = error?.field('access_code');

  if (!page.viewer.logged_in)
    return (
      <Stack gap="xs">
        <Text size="sm">{t('course.codeLogin')}</Text>
        <Button component={Link} href={page.pricing.routes.login} fullWidth>
          {t('course.login')}
        </Button>
      </Stack>
    );

  return (
    <form
      noValidate
      onSubmit={form.onSubmit((values) =>
        call.send({ body: { course_id: page.course.id, access_code: values.access_code } }),
      )}
    >
      <Stack gap="xs">
        <Text size="sm">{t('course.codeEnter')}</Text>
        <TextInput
          label={t('course.accessCode')}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          required
          leftSection={<IconKey size={16} aria-hidden />}
          {...form.getInputProps('access_code')}
          error={form.errors.access_code ?? fieldError}
          onChange={(e) => {
            form.setFieldValue('access_code', e.currentTarget.value);
            if (fieldError) call.mutation.reset();
          }}
        />
        {error && !fieldError && error.status !== 401 && (
          <Alert color="red" role="alert" p="xs">
            {error.message}
          </Alert>
        )}
        <Button type="submit" fullWidth loading={call.mutation.isPending} disabled={call.busy}>
          {t('course.useCode')}
        </Button>
      </Stack>
    </form>
  );
}
