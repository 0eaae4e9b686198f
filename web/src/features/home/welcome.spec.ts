import { expect } from 'chai';
import { greeting, recordWelcome, wasWelcomed } from './welcome';

const memory = () => {
  const m = new Map<string, string>();
  return { getItem: (k: string) => m.get(k) ?? null, setItem: (k: string, v: string) => void m.set(k, v) };
};

describe('home greeting', () => {
  it('says Welcome until the visit is recorded, Welcome back after, per user', () => {
    const s = memory();
    expect(greeting(wasWelcomed(7, s), 'Ada')).to.equal('Welcome, Ada.');
    expect(wasWelcomed(7, s), 'reading changes nothing').to.equal(false);
    recordWelcome(7, s);
    expect(greeting(wasWelcomed(7, s), 'Ada')).to.equal('Welcome back, Ada.');
    expect(wasWelcomed(8, s)).to.equal(false);
    recordWelcome(8, s);
    expect(wasWelcomed(8, s) && wasWelcomed(7, s)).to.equal(true);
    expect(wasWelcomed(7, null)).to.equal(false);
    recordWelcome(7, null);
  });
});
