import type { ButtonHTMLAttributes } from 'react';
import { Icon, type IconName } from './icons.tsx';
import './components.css';

export interface IconButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> {
  icon: IconName;
  /** Read by screen readers and shown as the tooltip. */
  label: string;
  filled?: boolean;
  tone?: 'default' | 'danger' | 'accent';
}

/** A square icon-only button; its label is its accessible name and its title. */
export function IconButton({
  icon,
  label,
  filled,
  tone = 'default',
  className,
  type = 'button',
  ...rest
}: IconButtonProps) {
  return (
    <button
      type={type}
      className={['lp-icon-button', `lp-icon-button--${tone}`, className].filter(Boolean).join(' ')}
      aria-label={label}
      title={label}
      {...rest}
    >
      <Icon name={icon} filled={filled} />
    </button>
  );
}
