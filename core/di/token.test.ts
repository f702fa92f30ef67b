import 'reflect-metadata';
import { container, inject, injectable } from 'tsyringe';
import { describe, expect, it } from 'vitest';
import { token } from './token.ts';

interface IClock {
  now(): number;
}
const IClock = token<IClock>('test/IClock');

interface IGreeter {
  greet(): string;
}
const IGreeter = token<IGreeter>('test/IGreeter');

@injectable()
class Greeter implements IGreeter {
  constructor(@inject(IClock) private readonly clock: IClock) {}
  greet() {
    return `it is ${this.clock.now()}`;
  }
}

describe('DI tokens', () => {
  it('injects through explicit tokens without decorator metadata', () => {
    const c = container.createChildContainer();
    c.register(IClock, { useValue: { now: () => 42 } });
    c.register(IGreeter, { useClass: Greeter });
    expect(c.resolve(IGreeter).greet()).toBe('it is 42');
  });

  it('fails clearly when a token is not registered', () => {
    const c = container.createChildContainer();
    expect(() => c.resolve(IGreeter)).toThrow(/IGreeter/);
  });
});
