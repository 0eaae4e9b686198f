import { expect } from 'chai';
import { greeting, markWelcomed } from './welcome';

const memory = () => {
  const m = new Map<string, string>();
  return { getItem: (k: string) => m.get(k) ?? null, setItem: (k: string, v: string) => void m.set(k, v) };
};

describe('home greeting', () => {
  it('says Welcome the first time a user is seen, Welcome back after, per user', () => {
    const s = memory();
    expect(greeting(markWelcomed(7, s), 'Ada')).to.equal('Welcome, Ada.');
    expect(greeting(markWelcomed(7, s), 'Ada')).to.equal('Welcome back, Ada.');
    expect(markWelcomed(8, s)).to.equal(false);
    expect(markWelcomed(8, s)).to.equal(true);
    expect(markWelcomed(7, null)).to.equal(false);
  });
});
