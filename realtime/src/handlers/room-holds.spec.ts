import { createServer, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect } from 'chai';
import { Server } from 'socket.io';
import { io as connect, type Socket } from 'socket.io-client';
import { rooms } from '@fanlift/core';
import type { RealtimeServer, RealtimeSocket, SocketData } from '../types';
import { MAX_EXTRA_ROOMS } from './reply';
import { heldFor, hold, release } from './room-holds';

const FAN: SocketData['user'] = { id: 7, userType: 'fan', isAdmin: false, name: 'Fan' };

/**
 * The rule of rooms with several reasons, on a real Socket.IO server: a room is left when its last reason is
 * released, never while another holds it, and never the socket's own rooms. (No client event today holds one room
 * for two reasons, since a game's join holds its game room only: this is where both are on one room.)
 */
describe('realtime: room holds (a room is left when no reason remains)', () => {
  let http: HttpServer;
  let io: RealtimeServer;
  let client: Socket;
  let socket: RealtimeSocket;

  before(async () => {
    http = createServer();
    io = new Server(http, { serveClient: false });
    io.use((s, next) => {
      s.data.user = FAN;
      next();
    });
    const connected = new Promise<RealtimeSocket>((resolve) =>
      io.on('connection', (s: RealtimeSocket) => {
        void s.join(rooms.user(FAN.id));
        resolve(s);
      }),
    );
    await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
    const { port } = http.address() as AddressInfo;
    client = connect(`http://127.0.0.1:${port}`, { transports: ['websocket'], forceNew: true });
    socket = await connected;
  });
  after(async () => {
    client?.close();
    await io?.close();
  });
  afterEach(async () => {
    for (const room of Object.keys(socket.data.holds ?? {})) await socket.leave(room);
    socket.data.holds = {};
  });

  const inRoom = (room: string) => socket.rooms.has(room);

  it('a room held for a watch and a game stays until both are released, in either order', async () => {
    const room = rooms.school(3);
    expect(await hold(socket, room, 'watch')).to.equal(true);
    expect(await hold(socket, room, 'game:9')).to.equal(true);
    await release(socket, room, 'watch');
    expect(inRoom(room), 'the game still needs it').to.equal(true);
    expect(socket.data.holds).to.deep.equal({ [room]: ['game:9'] });
    await release(socket, room, 'game:9');
    expect(inRoom(room)).to.equal(false);
    expect(socket.data.holds).to.deep.equal({});

    await hold(socket, room, 'game:9');
    await hold(socket, room, 'watch');
    await release(socket, room, 'game:9');
    expect(inRoom(room), 'the watch still needs it').to.equal(true);
    await release(socket, room, 'watch');
    expect(inRoom(room)).to.equal(false);
  });

  it('two games holding one room: leaving one keeps it', async () => {
    const room = rooms.school(4);
    await hold(socket, room, 'game:1');
    await hold(socket, room, 'game:2');
    expect(heldFor(socket, 'game:1')).to.deep.equal([room]);
    await release(socket, room, 'game:1');
    expect(inRoom(room)).to.equal(true);
    await release(socket, room, 'game:2');
    expect(inRoom(room)).to.equal(false);
  });

  it('holding again for the same reason is one hold (a watch is a state, not a count)', async () => {
    const room = rooms.athlete(5);
    await hold(socket, room, 'watch');
    await hold(socket, room, 'watch');
    expect(socket.data.holds).to.deep.equal({ [room]: ['watch'] });
    await release(socket, room, 'watch');
    expect(inRoom(room)).to.equal(false);
  });

  it('never leaves the socket’s own rooms, and a release of what was never held changes nothing else', async () => {
    await release(socket, rooms.user(FAN.id), 'watch');
    await release(socket, socket.id, 'game:1');
    expect(inRoom(rooms.user(FAN.id))).to.equal(true);
    expect(inRoom(socket.id)).to.equal(true);
    await hold(socket, rooms.athlete(6), 'watch');
    await release(socket, rooms.athlete(7), 'watch');
    expect(inRoom(rooms.athlete(6))).to.equal(true);
  });

  it('refuses a hold past the budget, and a room already in costs nothing', async () => {
    for (let i = 0; i < MAX_EXTRA_ROOMS; i++)
      expect(await hold(socket, rooms.athlete(100 + i), 'watch')).to.equal(true);
    expect(await hold(socket, rooms.game(1), 'game:1')).to.equal(false);
    expect(inRoom(rooms.game(1))).to.equal(false);
    expect(socket.data.holds?.[rooms.game(1)]).to.equal(undefined);
    expect(await hold(socket, rooms.athlete(100), 'game:1'), 'already in').to.equal(true);
    await release(socket, rooms.athlete(101), 'watch');
    expect(await hold(socket, rooms.game(1), 'game:1')).to.equal(true);
  });
});
