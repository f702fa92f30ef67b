import type { CSSProperties } from 'react';
import { t } from '../i18n/t.ts';
import './components.css';

export interface AvatarPerson {
  id?: number;
  first_name?: string | null;
  last_name?: string | null;
}

export const MAX_AVATARS = 4;

export function fullName(p: AvatarPerson): string {
  return [p.first_name, p.last_name].filter(Boolean).join(' ').trim();
}

export function initialsOf(p: AvatarPerson): string {
  const i = `${(p.first_name ?? '').trim().charAt(0)}${(p.last_name ?? '').trim().charAt(0)}`.toUpperCase();
  return i || '?';
}

/** A stable hue per person so the same owner keeps the same colour everywhere. */
function hueOf(p: AvatarPerson): number {
  const key = `${p.id ?? ''}${fullName(p)}`;
  let h = 0;
  for (const c of key) h = (h * 31 + c.charCodeAt(0)) % 360;
  return h;
}

/** Owners as initials, at most 4, then "+N" for the rest (spec §9). */
export function Avatars({ people, max = MAX_AVATARS }: { people: readonly AvatarPerson[]; max?: number }) {
  if (!people.length) return <span className="lp-muted">–</span>;
  const shown = people.slice(0, max);
  const rest = people.length - shown.length;
  const others = people.slice(max).map(fullName).join(', ');
  return (
    <span className="lp-avatars" aria-label={people.map(fullName).join(', ')}>
      {shown.map((p, i) => (
        <span
          key={p.id ?? i}
          className="lp-avatar"
          title={fullName(p)}
          style={{ '--avatar-hue': hueOf(p) } as CSSProperties}
        >
          {initialsOf(p)}
        </span>
      ))}
      {rest > 0 && (
        <span className="lp-avatar lp-avatar--more" title={others}>
          {t('+%s', rest)}
        </span>
      )}
    </span>
  );
}
