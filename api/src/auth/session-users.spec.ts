import { expect } from 'chai';
import type { SessionUserRow } from '@fanlift/db';
import { createSessionUsers } from './session-users';

const row = (id: number, firstName = 'Ada'): SessionUserRow => ({
  id,
  authId: `dev|${id}`,
  email: `u${id}@test.dev`,
  firstName,
  lastName: 'Fan',
  userType: 'fan',
  isAdmin: 0,
});

/** A loader over a mutable "table" that counts its selects. */
function table() {
  const rows = new Map<number, SessionUserRow>([[1, row(1)]]);
  let selects = 0;
  let fail = false;
  return {
    rows,
    get selects() {
      return selects;
    },
    failNext() {
      fail = true;
    },
    select: async (id: number) => {
      selects++;
      await Promise.resolve();
      if (fail) {
        fail = false;
        throw new Error('pg away');
      }
      const r = rows.get(id);
      return r ? { ...r } : null;
    },
  };
}

describe('session users (the signed-in user, kept briefly per api process)', () => {
  it('loads a user once for many requests within the time, each request with its own copy', async () => {
    const t = table();
    const users = createSessionUsers(t.select, 60_000);
    const [a, b] = await Promise.all([users.load(1), users.load(1)]);
    const c = await users.load(1);
    expect(t.selects).to.equal(1);
    expect(a).to.deep.equal(row(1));
    expect(c).to.deep.equal(row(1));
    a!.firstName = 'Changed by a handler';
    expect(b!.firstName).to.equal('Ada');
    expect((await users.load(1))!.firstName).to.equal('Ada');
  });

  it('forget: the next request sees the change this process made', async () => {
    const t = table();
    const users = createSessionUsers(t.select, 60_000);
    await users.load(1);
    t.rows.set(1, row(1, 'Grace'));
    expect((await users.load(1))!.firstName).to.equal('Ada');
    users.forget(1);
    expect((await users.load(1))!.firstName).to.equal('Grace');
    expect(t.selects).to.equal(2);
  });

  it('a change made elsewhere shows once the time has passed', async () => {
    const t = table();
    const users = createSessionUsers(t.select, 30);
    await users.load(1);
    t.rows.set(1, row(1, 'Grace'));
    await new Promise((r) => setTimeout(r, 60));
    expect((await users.load(1))!.firstName).to.equal('Grace');
  });

  it('does not remember a missing user or a failed load', async () => {
    const t = table();
    const users = createSessionUsers(t.select, 60_000);
    expect(await users.load(2)).to.equal(null);
    t.rows.set(2, row(2));
    expect((await users.load(2))!.id).to.equal(2);
    t.failNext();
    users.forget(1);
    let failed = false;
    await users.load(1).catch(() => (failed = true));
    expect(failed).to.equal(true);
    expect((await users.load(1))!.id).to.equal(1);
  });

  it('0 turns it off: every request selects', async () => {
    const t = table();
    const users = createSessionUsers(t.select, 0);
    await users.load(1);
    await users.load(1);
    expect(t.selects).to.equal(2);
  });
});
