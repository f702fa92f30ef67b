import { Resvg } from '@resvg/resvg-js';
import { describe, expect, it } from 'vitest';
import { NO_RESULTS_MESSAGE, renderErrorMessage, renderMessageSvg } from './message.ts';

const theme = { background: '#1b1b1f', textMuted: '#a0a0a0', fontFamily: 'Liberation Sans', fontSize: 12 };

describe('renderMessageSvg', () => {
  it('uses the spec messages word for word', () => {
    expect(NO_RESULTS_MESSAGE).toBe('No results were returned for this query');
    expect(renderErrorMessage(new Error('boom'))).toBe('An error occurred while rendering the visualization: boom');
    expect(renderErrorMessage('plain')).toBe('An error occurred while rendering the visualization: plain');
  });

  it('draws the message centred on the theme background, as a well-formed document', () => {
    const svg = renderMessageSvg(NO_RESULTS_MESSAGE, { width: 400, height: 300 }, theme);
    expect(svg).toContain('width="400" height="300"');
    expect(svg).toContain('fill="#1b1b1f"');
    expect(svg).toContain(`>${NO_RESULTS_MESSAGE}</text>`);
    expect(svg).toContain('text-anchor="middle"');
    expect(new Resvg(svg).render().width).toBe(400);
  });

  it('wraps a long error into lines and escapes it', () => {
    const svg = renderMessageSvg(
      renderErrorMessage(new Error('<b> & '.repeat(20))),
      { width: 200, height: 300 },
      theme,
    );
    expect(svg.match(/<text/g)!.length).toBeGreaterThan(2);
    expect(svg).not.toContain('<b>');
    expect(() => new Resvg(svg).render()).not.toThrow();
  });
});
