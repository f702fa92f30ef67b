import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { lightVizTheme } from '../theme/viz-themes.ts';
import { MapWithUnmatched, UNMATCHED_NOTE_HEIGHT, unmatchedText } from './unmatched-note.tsx';

describe('unmatched note', () => {
  it('names the distinct unmatched values, the first few', () => {
    expect(unmatchedText(['Atlantis', 'Atlantis', 'Lemuria'])).toBe('Not on the map: Atlantis, Lemuria');
    expect(unmatchedText(['a', 'b', 'c', 'd'], 2)).toBe('Not on the map: a, b and 2 more');
  });

  it('gives the map the whole height when everything matched, and the rest above the note otherwise', () => {
    const heights: number[] = [];
    const draw = (unmatched: string[]) =>
      renderToStaticMarkup(
        <MapWithUnmatched unmatched={unmatched} width={300} height={200} theme={lightVizTheme}>
          {(h) => {
            heights.push(h);
            return <svg data-h={h} />;
          }}
        </MapWithUnmatched>,
      );
    expect(draw([])).toBe('<svg data-h="200"></svg>');
    const html = draw(['Atlantis']);
    expect(heights).toEqual([200, 200 - UNMATCHED_NOTE_HEIGHT]);
    expect(html).toContain('Not on the map: Atlantis');
  });
});
