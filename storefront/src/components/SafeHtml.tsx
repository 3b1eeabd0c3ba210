import { parseSafeHtml, type SafeNode } from '@mahir/shared/rules/safe-html';
import { Anchor, Box, type BoxProps } from '@mantine/core';
import { Fragment, type ReactNode, useMemo } from 'react';

function render(nodes: SafeNode[]): ReactNode[] {
  return nodes.map((node, i) => {
    // Position keys are right here: the tree is rebuilt whole whenever the html changes.
    const key = i;
    if (node.type === 'text') return <Fragment key={key}>{node.text}</Fragment>;
    if (node.tag === 'br') return <br key={key} />;
    if (node.tag === 'a')
      return (
        <Anchor key={key} href={node.href} target="_blank" rel="noopener noreferrer nofollow">
          {render(node.children)}
        </Anchor>
      );
    const Tag = node.tag;
    return <Tag key={key}>{render(node.children)}</Tag>;
  });
}

/** Renders tutor-written HTML through the safe subset as React elements; no innerHTML, so no script runs. */
export function SafeHtml({ html, ...box }: { html: string } & BoxProps) {
  const nodes = useMemo(() => parseSafeHtml(html), [html]);
  return (
    <Box {...box} style={{ lineHeight: 1.65, overflowWrap: 'anywhere' }}>
      {render(nodes)}
    </Box>
  );
}
