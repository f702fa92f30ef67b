import type { ReactNode } from 'react';
import './components.css';

export type TagTone = 'neutral' | 'info' | 'success' | 'warning' | 'danger';

/** A small rounded label: a badge in a table cell, a kind, a state. */
export function Tag({ tone = 'neutral', children, title }: { tone?: TagTone; children: ReactNode; title?: string }) {
  return (
    <span className={`lp-tag lp-tag--${tone}`} title={title}>
      {children}
    </span>
  );
}
