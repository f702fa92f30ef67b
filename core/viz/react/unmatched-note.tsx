import type { ReactNode } from 'react';
import type { VizTheme } from '../plugin/chart-props.ts';

/** The height `MapWithUnmatched` takes from the chart for its note, when there is one. */
export const UNMATCHED_NOTE_HEIGHT = 18;

/** The note's text: the distinct names that matched no region, the first few shown. */
export function unmatchedText(unmatched: readonly string[], shown = 5): string {
  const names = [...new Set(unmatched)];
  const listed = names.slice(0, shown).join(', ');
  const more = names.length > shown ? ` and ${names.length - shown} more` : '';
  return `Not on the map: ${listed}${more}`;
}

/**
 * A map chart over a one-line note naming the rows that matched no country or region (a map
 * otherwise drops them silently). `children` is drawn with the height left: call it with that.
 */
export function MapWithUnmatched({
  unmatched,
  width,
  height,
  theme,
  children,
}: {
  unmatched: readonly string[];
  width: number;
  height: number;
  theme: VizTheme;
  children: (height: number) => ReactNode;
}) {
  if (unmatched.length === 0) return <>{children(height)}</>;
  const text = unmatchedText(unmatched);
  return (
    <div style={{ width, height }}>
      {children(Math.max(0, height - UNMATCHED_NOTE_HEIGHT))}
      <div
        title={[...new Set(unmatched)].join(', ')}
        style={{
          height: UNMATCHED_NOTE_HEIGHT,
          lineHeight: `${UNMATCHED_NOTE_HEIGHT}px`,
          fontSize: 11,
          fontFamily: theme.fontFamily,
          color: theme.textMuted,
          overflow: 'hidden',
          textOverflow: 'ellipsis',
          whiteSpace: 'nowrap',
          padding: '0 8px',
        }}
      >
        {text}
      </div>
    </div>
  );
}
