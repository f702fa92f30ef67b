import { describe, expect, it } from 'vitest';
import { htmlToText } from './html-text.ts';

describe('htmlToText', () => {
  it('keeps the text, one line per block, and drops scripts', () => {
    expect(
      htmlToText('<ul><li>Amy &amp; Bob</li><li>x&lt;y</li></ul><script>alert(1)</script><p>A<br>B&#39;s</p>'),
    ).toBe("• Amy & Bob\n• x<y\nA\nB's");
  });
});
