import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Avatars, initialsOf } from './avatars.tsx';

const people = ['Ada Lovelace', 'Alan Turing', 'Grace Hopper', 'Edsger Dijkstra', 'Barbara Liskov', 'Donald Knuth'].map(
  (n, i) => {
    const [first_name, last_name] = n.split(' ');
    return { id: i + 1, first_name, last_name };
  },
);

describe('Avatars', () => {
  it('shows initials of at most 4 owners, then +N with the others’ names', () => {
    const html = renderToStaticMarkup(<Avatars people={people} />);
    expect([...html.matchAll(/class="lp-avatar"[^>]*>([A-Z?]+)</g)].map((m) => m[1])).toEqual(['AL', 'AT', 'GH', 'ED']);
    expect(html).toContain('title="Barbara Liskov, Donald Knuth">+2<');
  });

  it('shows no "+N" for 4 or fewer, and a dash for none', () => {
    expect(renderToStaticMarkup(<Avatars people={people.slice(0, 4)} />)).not.toContain('lp-avatar--more');
    expect(renderToStaticMarkup(<Avatars people={[]} />)).toContain('–');
  });

  it('makes initials from whatever names there are', () => {
    expect(initialsOf({ first_name: 'admin', last_name: '' })).toBe('A');
    expect(initialsOf({})).toBe('?');
  });
});
