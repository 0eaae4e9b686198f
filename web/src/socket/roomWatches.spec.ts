import { expect } from 'chai';
import type { AppSocket } from './SocketProvider';
import { roomWatches } from './roomWatches';

/** What roomWatches reads of a socket: connected, recovered, 'connect' listeners and emit (recorded, acked by the test). */
function fakeSocket() {
  const sent: string[] = [];
  const acks: ((r: { ok: boolean }) => void)[] = [];
  const onConnect: (() => void)[] = [];
  const s = {
    connected: true,
    recovered: false,
    on(event: string, fn: () => void) {
      if (event === 'connect') onConnect.push(fn);
      return s;
    },
    emit(
      event: string,
      payload: { athleteId?: number; schoolId?: number },
      ack?: (r: { ok: boolean }) => void,
    ) {
      sent.push(`${event} ${payload.athleteId ?? payload.schoolId}`);
      if (ack) acks.push(ack);
      return s;
    },
  };
  return {
    socket: s as unknown as AppSocket,
    sent,
    acks,
    /** A reconnect: `recovered` when the server restored the session (and its rooms). */
    reconnect(recovered: boolean) {
      s.connected = true;
      s.recovered = recovered;
      for (const fn of onConnect) fn();
    },
    drop() {
      s.connected = false;
    },
  };
}

/** Let the scheduled sync run (it waits for the current task's other holds and releases). */
const tick = () => new Promise<void>((resolve) => queueMicrotask(resolve));

describe('roomWatches: one watch per room and socket, shared by its users', () => {
  it('the first user watches, the last one to go unwatches; a release counts once', async () => {
    const f = fakeSocket();
    const w = roomWatches(f.socket);
    const profile = w.hold('athlete', 5);
    const feed = w.hold('athlete', 5);
    await tick();
    expect(f.sent).to.deep.equal(['athlete:watch 5']);
    profile();
    profile();
    await tick();
    expect(f.sent, 'the feed still shows it').to.deep.equal(['athlete:watch 5']);
    feed();
    await tick();
    expect(f.sent).to.deep.equal(['athlete:watch 5', 'athlete:unwatch 5']);
    expect(roomWatches(f.socket), 'one per socket').to.equal(w);
  });

  it('one page for another in the same task: the old room is unwatched and the new one watched, a kept one untouched', async () => {
    const f = fakeSocket();
    const w = roomWatches(f.socket);
    const a = w.hold('athlete', 1);
    const school = w.hold('school', 9);
    await tick();
    f.sent.length = 0;
    // Navigation: the old page's components go and the new page's come in one commit.
    a();
    school();
    w.hold('athlete', 2);
    w.hold('school', 9);
    await tick();
    expect(f.sent).to.deep.equal(['athlete:unwatch 1', 'athlete:watch 2']);
  });

  it('nothing is sent while disconnected; a reconnect that restored nothing watches every room in use again', async () => {
    const f = fakeSocket();
    const w = roomWatches(f.socket);
    const a = w.hold('athlete', 1);
    w.hold('school', 2);
    await tick();
    f.sent.length = 0;
    f.drop();
    a();
    w.hold('athlete', 3);
    await tick();
    expect(f.sent, 'not buffered for later').to.deep.equal([]);
    f.reconnect(false);
    expect(f.sent.sort()).to.deep.equal(['athlete:watch 3', 'school:watch 2']);
  });

  it('a restored session kept its rooms: only what changed while away is sent', async () => {
    const f = fakeSocket();
    const w = roomWatches(f.socket);
    const a = w.hold('athlete', 1);
    w.hold('school', 2);
    await tick();
    f.sent.length = 0;
    f.drop();
    a();
    w.hold('athlete', 3);
    await tick();
    f.reconnect(true);
    expect(f.sent).to.deep.equal(['athlete:unwatch 1', 'athlete:watch 3']);
  });

  it('a refused watch is asked again at the next change or reconnect', async () => {
    const f = fakeSocket();
    const w = roomWatches(f.socket);
    w.hold('athlete', 1);
    await tick();
    f.acks[0]({ ok: false });
    f.reconnect(true);
    expect(f.sent).to.deep.equal(['athlete:watch 1', 'athlete:watch 1']);
  });
});
