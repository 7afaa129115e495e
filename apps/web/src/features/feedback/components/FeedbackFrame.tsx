import type { ReactNode } from 'react';
import { Card } from 'antd';
import { FeedbackTabs } from './FeedbackTabs.tsx';

/**
 * The form's and the list's common frame: the tabs above the page's own titled card. Shared so the tabs do
 * not move and the heading keeps its look when the player switches between the two.
 */
export function FeedbackFrame({ active, children }: { active: 'form' | 'list'; children: ReactNode }) {
  return (
    <Card variant="borderless" styles={{ body: { padding: 0 } }}>
      <div style={{ padding: '16px 24px 0' }}>
        <FeedbackTabs active={active} />
      </div>
      {children}
    </Card>
  );
}
