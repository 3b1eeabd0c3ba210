import { Card, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A titled section of an editor form (course, digital asset), labelled by its title. */
export function FormSection({ id, title, children }: { id: string; title: ReactNode; children: ReactNode }) {
  return (
    <Card component="section" aria-labelledby={id}>
      <Title order={3} fz="lg" id={id} mb="sm">
        {title}
      </Title>
      {children}
    </Card>
  );
}
