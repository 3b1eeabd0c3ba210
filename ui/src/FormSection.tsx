import { Card, type MantineSpacing, Title, type TitleOrder } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A titled card of form fields, a `section` labelled by its heading. The storefront's forms use it at
 * heading level 2 with roomy padding; the back office's editors at level 3 under the page title.
 */
export function FormSection({
  id,
  title,
  order = 2,
  padding = 'lg',
  children,
}: {
  id: string;
  title: ReactNode;
  order?: TitleOrder;
  padding?: MantineSpacing;
  children: ReactNode;
}) {
  return (
    <Card component="section" aria-labelledby={id} padding={padding}>
      <Title order={order} fz="lg" id={id} mb="sm">
        {title}
      </Title>
      {children}
    </Card>
  );
}
