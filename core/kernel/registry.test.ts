import { describe, expect, it } from 'vitest';
import { Registry } from './registry.ts';
import { TypedEvents } from './typed-events.ts';

describe('Registry', () => {
  it('registers, refuses duplicates, and unregisters through the disposable', () => {
    const r = new Registry<number>('viz registry');
    let changes = 0;
    r.subscribe(() => changes++);
    const d = r.register('line', 1);
    expect(() => r.register('line', 2)).toThrow("viz registry: 'line' is already registered");
    expect(r.require('line')).toBe(1);
    d.dispose();
    expect(r.has('line')).toBe(false);
    expect(() => r.require('line')).toThrow(/nothing is registered/);
    expect(changes).toBe(2);
  });
});

describe('TypedEvents', () => {
  it('delivers payloads, stops after dispose and reports handler failures after running all', async () => {
    const ev = new TypedEvents<{ saved: { id: number } }>();
    const got: number[] = [];
    const d = ev.on('saved', (p) => void got.push(p.id));
    ev.on('saved', () => {
      throw new Error('listener broke');
    });
    ev.on('saved', (p) => void got.push(p.id * 10));
    await expect(ev.emit('saved', { id: 1 })).rejects.toThrow('listener broke');
    expect(got).toEqual([1, 10]);
    d.dispose();
    expect(ev.listenerCount('saved')).toBe(2);
  });
});
