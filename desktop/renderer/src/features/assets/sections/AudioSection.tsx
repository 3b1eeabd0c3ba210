import { tutorAssetContract as api } from '@mahir/shared/contract/tutor-asset.contract';
import { removeRow } from '@mahir/shared/rules/authoring-form';
import { Button, Card, Group, Stack, TextInput } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { FormSection } from '../../../components/FormSection';
import { RemoveRowButton } from '../../../components/RowActions';
import type { SectionProps } from '../../courses';
import {
  type AssetFormValues,
  blankSubTopic,
  blankTopic,
  type SubTopicRow,
  type TopicRow,
} from '../asset-form';
import { AssetFileRow } from './AssetFileRow';

/** Audio section (category 8): topics, each with sub-topics and their mp3 (duration 00:00:00). */
export function AudioSection({ form, readOnly }: SectionProps<AssetFormValues>) {
  const v = form.getValues();
  const { t } = useTranslation();
  const setTopic = (i: number, change: Partial<TopicRow>) =>
    form.setFieldValue(
      'topics',
      form.getValues().topics.map((t, k) => (k === i ? { ...t, ...change } : t)),
    );
  const setSub = (i: number, j: number, change: Partial<SubTopicRow>) => {
    const topic = form.getValues().topics[i];
    if (topic)
      setTopic(i, { sub_topics: topic.sub_topics.map((s, k) => (k === j ? { ...s, ...change } : s)) });
  };
  return (
    <FormSection id="audio-section" title={t('asset.audioTopics')}>
      <Stack>
        {v.topics.map((topic, i) => (
          <Card key={topic.key} withBorder>
            <Group align="flex-end" mb="xs">
              <TextInput
                label={t('asset.topicName', { n: i + 1 })}
                required
                value={topic.topic_title}
                disabled={readOnly}
                onChange={(e) => setTopic(i, { topic_title: e.currentTarget.value })}
                style={{ flex: 1 }}
              />
              {!readOnly && (
                <RemoveRowButton
                  count={v.topics.length}
                  label={t('asset.removeTopic', { n: i + 1 })}
                  onRemove={() => {
                    const { rows, deletes } = removeRow(v.topics, i, v.component_deletes);
                    form.setValues({ topics: rows, component_deletes: deletes });
                  }}
                />
              )}
            </Group>
            <Stack gap="xs" pl="md">
              {topic.sub_topics.map((s, j) => (
                <AssetFileRow
                  key={s.key}
                  name={t('asset.subTopic', { n: i + 1, m: j + 1 })}
                  title={s.sub_title}
                  onTitle={(sub_title) => setSub(i, j, { sub_title })}
                  route={api.uploadAudio}
                  accept=".mp3,audio/mpeg"
                  detail={s.sub_duration}
                  fullUrl={s.full_url}
                  count={topic.sub_topics.length}
                  readOnly={readOnly}
                  onAccepted={(a) =>
                    setSub(i, j, {
                      sub_url: a.url ?? '',
                      sub_duration: a.duration ?? '',
                      full_url: a.full_url ?? '',
                    })
                  }
                  onRejected={() => setSub(i, j, { sub_url: '', sub_duration: '', full_url: '' })}
                  onRemove={() => {
                    const { rows, deletes } = removeRow(topic.sub_topics, j, v.sub_component_deletes);
                    form.setValues({
                      topics: v.topics.map((x, k) => (k === i ? { ...x, sub_topics: rows } : x)),
                      sub_component_deletes: deletes,
                    });
                  }}
                />
              ))}
              {!readOnly && (
                <Button
                  size="xs"
                  variant="subtle"
                  w="fit-content"
                  leftSection={<IconPlus size={14} />}
                  onClick={() => setTopic(i, { sub_topics: [...topic.sub_topics, blankSubTopic()] })}
                >
                  {t('asset.addSubTopic')}
                </Button>
              )}
            </Stack>
          </Card>
        ))}
        {!readOnly && (
          <Button
            variant="light"
            w="fit-content"
            leftSection={<IconPlus size={16} />}
            onClick={() => form.setFieldValue('topics', [...v.topics, blankTopic()])}
          >
            {t('asset.addTopic')}
          </Button>
        )}
      </Stack>
    </FormSection>
  );
}
