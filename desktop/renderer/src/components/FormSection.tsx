import { FormSection as KitFormSection } from '@mahir/ui/FormSection';
import type { ReactNode } from 'react';

/** A titled section of an editor form (course, digital asset): the kit's section at heading level 3. */
export function FormSection({ id, title, children }: { id: string; title: ReactNode; children: ReactNode }) {
  return (
    <KitFormSection id={id} title={title} order={3} padding="md">
      {children}
    </KitFormSection>
  );
}
