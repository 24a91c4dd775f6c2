import { Typography } from 'antd';
import type { ReactNode } from 'react';
import { KeyboardScroll } from '@/components/display/KeyboardScroll';

/** One titled part of the order record (a level-2 heading below the page's h1; the drawer title is none). */
export function OrderSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section>
      <Typography.Title level={2} style={{ marginTop: 0, fontSize: 16 }}>
        {title}
      </Typography.Title>
      <KeyboardScroll label={title}>{children}</KeyboardScroll>
    </section>
  );
}
