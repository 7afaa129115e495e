import type { ReactNode } from 'react';

export function SectionTitle({ title, sub, extra }: { title: string; sub?: string; extra?: ReactNode }) {
  return (
    <div className="qh-section-title">
      <h2>{title}</h2>
      {sub && <span className="qh-section-sub">{sub}</span>}
      {extra && <span className="qh-section-extra">{extra}</span>}
    </div>
  );
}
