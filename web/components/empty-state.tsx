import type { ReactNode } from 'react';
import { Icon, type IconName } from './icons.tsx';
import './components.css';

export type EmptyStateSize = 'small' | 'medium' | 'big';

export interface EmptyStateProps {
  size?: EmptyStateSize;
  title: ReactNode;
  description?: ReactNode;
  icon?: IconName;
  /** A button or link under the text (medium and big only). */
  action?: ReactNode;
}

/** Superset's empty-state panels: small (inline), medium (a panel), big (a whole page). */
export function EmptyState({ size = 'medium', title, description, icon = 'empty', action }: EmptyStateProps) {
  return (
    <div className={`lp-empty lp-empty--${size}`} data-testid="empty-state">
      {size !== 'small' && (
        <div className="lp-empty__icon">
          <Icon name={icon} size={size === 'big' ? 56 : 36} strokeWidth={1.2} />
        </div>
      )}
      <div className="lp-empty__title">{title}</div>
      {description && <div className="lp-empty__description">{description}</div>}
      {action && size !== 'small' && <div className="lp-empty__action">{action}</div>}
    </div>
  );
}
