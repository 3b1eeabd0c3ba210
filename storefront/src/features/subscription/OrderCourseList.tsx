import type { SubscriptionOrder } from '@mahir/shared';
import { EmptyState } from '@mahir/ui';
import { Anchor, Card, List, Title } from '@mantine/core';
import { IconBook2 } from '@tabler/icons-react';
import { Link } from 'wouter';

/** A card listing an order's courses, each linking to its course page. */
export function OrderCourseList({
  title,
  courses,
}: {
  title: string;
  courses: SubscriptionOrder['mahir_courses'];
}) {
  return (
    <Card padding="lg">
      <Title order={2} fz="lg" mb="md">
        {title}
      </Title>
      {courses.length === 0 ? (
        <EmptyState />
      ) : (
        <List
          spacing="sm"
          icon={<IconBook2 size={18} aria-hidden color="var(--mantine-color-mahir-7)" />}
          center
        >
          {courses.map(({ course }) => (
            <List.Item key={course.id}>
              <Anchor component={Link} href={course.url} fw={500}>
                {course.title}
              </Anchor>
            </List.Item>
          ))}
        </List>
      )}
    </Card>
  );
}
