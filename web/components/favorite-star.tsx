import { t } from '../i18n/t.ts';
import { Icon } from './icons.tsx';
import './components.css';

/** A star toggling a favourite; pressed state is announced. */
export function FavoriteStar({ on, onToggle, disabled }: { on: boolean; onToggle: () => void; disabled?: boolean }) {
  const label = on ? t('Unselect as favorite') : t('Select as favorite');
  return (
    <button
      type="button"
      className={`lp-icon-button lp-favorite${on ? ' lp-favorite--on' : ''}`}
      aria-pressed={on}
      aria-label={label}
      title={label}
      onClick={onToggle}
      disabled={disabled}
    >
      <Icon name="star" filled={on} />
    </button>
  );
}
