import type { ApiError } from '@mahir/shared/client/api-client';
import { tutorCourseContract as api, type CourseView } from '@mahir/shared/contract/tutor-course.contract';
import { canSaveCourse, showsPricing } from '@mahir/shared/rules/authoring-form';
import { SuccessAlert, useApiMutation } from '@mahir/ui';
import { Alert, Button, Group, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { useConfirm } from '../../components/ConfirmModal';
import { withNotice } from '../../components/RouteNotice';
import { StatusBadge } from '../../components/StatusBadge';
import {
  applyDraftAnswer,
  type CourseFormValues,
  courseToForm,
  emptyCourse,
  formToDraft,
} from './course-form';
import { AboutSection } from './sections/AboutSection';
import { AttachmentsSection } from './sections/AttachmentsSection';
import { ChaptersSection } from './sections/ChaptersSection';
import { CourseInfoSection } from './sections/CourseInfoSection';
import { SettingsSection } from './sections/SettingsSection';
import { useLookups } from './use-lookups';
import { useUploadQueue } from './use-upload-queue';

/** The tutor's course form: five sections, Save as Draft, Save & Exit and Submit for review. */
export function CourseEditor({ course, onSaved }: { course: CourseView | null; onSaved?: () => void }) {
  const [, navigate] = useLocation();
  const form = useForm<CourseFormValues>({ initialValues: course ? courseToForm(course) : emptyCourse() });
  const v = form.getValues();
  const lookups = useLookups(api, v.category_id);
  const [notice, setNotice] = useState<string | null>(null);
  const [status, setStatus] = useState(course?.status_id ?? 3);
  const confirm = useConfirm();
  const { t } = useTranslation();

  const setModule = (key: string, change: Partial<CourseFormValues['chapters'][number]['modules'][number]>) =>
    form.setFieldValue(
      'chapters',
      form.getValues().chapters.map((c) => ({
        ...c,
        modules: c.modules.map((m) => (m.key === key ? { ...m, ...change } : m)),
      })),
    );
  const queue = useUploadQueue(
    `course:${v.hashslug ?? 'new'}`,
    (key, a) =>
      setModule(key, {
        url: a.url ?? null,
        full_url: a.full_url ?? null,
        duration: a.duration ?? '',
        size_label: a.label ?? '',
        transcode: 'pending',
      }),
    (key) => setModule(key, { url: null, full_url: null, duration: '', size_label: '' }),
  );

  const onError = (err: ApiError) => {
    setNotice(null);
    form.setErrors(Object.fromEntries(Object.entries(err.errors).map(([k, m]) => [k, m[0]])));
  };
  const draft = useApiMutation(api.saveDraft, {
    onSuccess: ({ data, message }) => {
      form.setValues(applyDraftAnswer(form.getValues(), data));
      setStatus(data.course.status_id);
      setNotice(message ?? t('course.saved'));
      onSaved?.();
    },
    onError,
  });
  const saveExit = useApiMutation(api.save, {
    onSuccess: ({ message }) => navigate('/tutor/courses', withNotice(message)),
    onError,
  });
  const submit = useApiMutation(api.submit, {
    onSuccess: ({ data, message }) => {
      form.setFieldValue('version', data.version);
      setStatus(data.status_id);
      setNotice(message ?? t('course.submitted'));
      onSaved?.();
    },
    onError,
  });

  const saving = draft.isPending || saveExit.isPending || submit.isPending;
  const gate = canSaveCourse({
    title: v.title,
    category_id: v.category_id ? Number(v.category_id) : null,
    sub_category_id: v.sub_category_id ? Number(v.sub_category_id) : null,
    tags: v.tags,
    saving,
  });
  const body = () => {
    const values = form.getValues();
    const pricing = showsPricing(lookups.isTutorCategory);
    const draftBody = formToDraft(values);
    return pricing
      ? draftBody
      : {
          ...draftBody,
          price_id: null,
          discount_active: false,
          discount: '',
          special_invitation: false,
          access_codes: [],
        };
  };
  const error = draft.error ?? saveExit.error ?? submit.error;

  return (
    <Stack>
      <Group justify="space-between">
        <StatusBadge status={status} />
        {course?.reject_reason && status === 2 && (
          <Alert color="red" title={t('review.rejectReason')} py={6}>
            {course.reject_reason}
          </Alert>
        )}
      </Group>
      <SuccessAlert message={notice} onClose={() => setNotice(null)} />
      {error && (
        <Alert color="red" role="alert">
          {error.status === 409 || !Object.keys(error.errors).length
            ? error.message
            : Object.values(error.errors).flat().join(' ')}
        </Alert>
      )}
      <CourseInfoSection form={form} lookups={lookups} />
      <AboutSection form={form} />
      <ChaptersSection form={form} queue={queue} packageCourse={lookups.isTutorCategory} />
      <AttachmentsSection form={form} />
      {showsPricing(lookups.isTutorCategory) && <SettingsSection form={form} />}
      <Group justify="flex-end">
        <Button
          variant="default"
          disabled={!gate}
          loading={draft.isPending}
          onClick={() => draft.mutate({ body: body() })}
        >
          {t('course.saveDraft')}
        </Button>
        <Button
          disabled={!gate}
          loading={saveExit.isPending}
          onClick={() => confirm.ask(t('common.confirmProceed'), () => saveExit.mutate({ body: body() }))}
        >
          {t('course.saveExit')}
        </Button>
        {v.hashslug && (status === 3 || status === 2) && (
          <Button
            variant="outline"
            disabled={saving}
            onClick={() =>
              confirm.ask(t('common.confirmProceed'), () =>
                submit.mutate({ body: { hashslug: v.hashslug ?? '', version: form.getValues().version } }),
              )
            }
          >
            {t('course.submitReview')}
          </Button>
        )}
      </Group>
      {confirm.modal}
    </Stack>
  );
}
