import { Tabs, type TabsProps } from '@mantine/core';
import type { ComponentProps, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { QnaTab } from './QnaTab';
import { RatingTab } from './RatingTab';
import { SubscribersTab } from './SubscribersTab';

/** One tab of a course or digital-asset screen; a hidden tab keeps its panel but shows no tab. */
export interface ProductTab {
  value: string;
  label: ReactNode;
  panel: ReactNode;
  hidden?: boolean;
}

/** The tabs of a course or digital-asset screen (edit or review), panels mounted only while shown. */
export function ProductTabs({ tabs, ...props }: { tabs: ProductTab[] } & Omit<TabsProps, 'children'>) {
  return (
    <Tabs keepMounted={false} {...props}>
      <Tabs.List mb="md">
        {tabs
          .filter((t) => !t.hidden)
          .map((t) => (
            <Tabs.Tab key={t.value} value={t.value}>
              {t.label}
            </Tabs.Tab>
          ))}
      </Tabs.List>
      {tabs.map((t) => (
        <Tabs.Panel key={t.value} value={t.value}>
          {t.panel}
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}

/** A learners' tab's name in the back office's language: 'Students (3)' with a count, 'Subscribers' without. */
function LearnerTabLabel({
  text,
  n,
}: {
  text: 'studentsN' | 'subscribers' | 'qnaN' | 'qna' | 'ratingN' | 'rating';
  n?: number;
}) {
  const { t } = useTranslation();
  return t(`productTabs.${text}`, { n });
}

/** What the learners' tabs read of a course or digital asset. */
interface ProductFeedback {
  subscribers: ComponentProps<typeof SubscribersTab>['subscribers'];
  discussions: ComponentProps<typeof QnaTab>['discussions'];
  rating: number;
  rates: ComponentProps<typeof RatingTab>['rates'];
  feedbacks: ComponentProps<typeof RatingTab>['feedbacks'];
}

/**
 * The learners' tabs: subscribers, questions and ratings. A course counts each in its tab ('Students (3)');
 * a digital asset names them plainly and shows no progress.
 */
export function learnerTabs(
  p: ProductFeedback,
  {
    counts,
    hidden,
    onReply,
  }: {
    counts?: { subscribers: number; discussions: number; feedbacks: number };
    hidden?: boolean;
    onReply?: ComponentProps<typeof QnaTab>['onReply'];
  },
): ProductTab[] {
  return [
    counts
      ? {
          value: 'students',
          label: <LearnerTabLabel text="studentsN" n={counts.subscribers} />,
          hidden,
          panel: <SubscribersTab subscribers={p.subscribers} />,
        }
      : {
          value: 'subscribers',
          label: <LearnerTabLabel text="subscribers" />,
          hidden,
          panel: <SubscribersTab subscribers={p.subscribers} showProgress={false} />,
        },
    {
      value: 'qna',
      label: counts ? <LearnerTabLabel text="qnaN" n={counts.discussions} /> : <LearnerTabLabel text="qna" />,
      hidden,
      panel: <QnaTab discussions={p.discussions} onReply={onReply} />,
    },
    {
      value: 'rating',
      label: counts ? (
        <LearnerTabLabel text="ratingN" n={counts.feedbacks} />
      ) : (
        <LearnerTabLabel text="rating" />
      ),
      hidden,
      panel: <RatingTab rating={p.rating} rates={p.rates} feedbacks={p.feedbacks} />,
    },
  ];
}
