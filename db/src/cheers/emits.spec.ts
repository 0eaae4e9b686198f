import { expect } from 'chai';
import type { Sequelize } from 'sequelize';
import { GoalEmitter, type RoomEmitter } from './emits';

/**
 * GoalEmitter.correctLater's claim (issue 28): one process per game and window sends the exact goal. The database
 * read is the goal query's answer (7 likes, below every threshold); the room is a recorder. The cross-process
 * behaviour, two realtime nodes against Redis, is in test/integration/cheers-socket.test.ts.
 */
describe('cheers: the game goal’s correction, claimed per game and window', () => {
  const sequelize = { query: () => Promise.resolve([{ n: '7' }]) } as unknown as Sequelize;

  function setUp() {
    const sent: { room: string; likes: number }[] = [];
    let onSent: (() => void) | null = null;
    const emitter: RoomEmitter = {
      to: (room) => ({
        emit: (event, ...args) => {
          if (event === 'game:goal')
            sent.push({ room: String(room), likes: (args[0] as { likes: number }).likes });
          onSent?.();
          return true;
        },
      }),
    };
    const errors: Error[] = [];
    const goals = new GoalEmitter(sequelize, emitter, [100], 0, (err) => errors.push(err));
    /** Resolves at the next game:goal sent. */
    const nextGoal = () => new Promise<void>((resolve) => (onSent = resolve));
    return { goals, sent, errors, nextGoal };
  }

  it('a process that finds the window claimed elsewhere sends nothing', async () => {
    const { goals, sent, errors, nextGoal } = setUp();
    goals.correctLater(1, 10, () => Promise.resolve(false));
    // A later window of another game: a correction of game 1 scheduled anyway would have come before it.
    const goal = nextGoal();
    goals.correctLater(9, 40, () => Promise.resolve(true));
    await goal;
    expect(sent).to.deep.equal([{ room: 'game:9', likes: 7 }]);
    expect(errors).to.deep.equal([]);
    goals.close();
  });

  it('the process that wins the claim sends one exact goal for a burst, having asked once', async () => {
    const { goals, sent, nextGoal } = setUp();
    const asked: number[] = [];
    const claim = (_gameId: number, ms: number) => {
      asked.push(ms);
      return Promise.resolve(true);
    };
    const goal = nextGoal();
    for (let i = 0; i < 3; i++) goals.correctLater(1, 20, claim);
    await goal;
    expect(asked).to.deep.equal([20]);
    expect(sent).to.deep.equal([{ room: 'game:1', likes: 7 }]);
    // The window is over: the next gift asks again.
    const again = nextGoal();
    goals.correctLater(1, 20, claim);
    await again;
    expect(asked).to.deep.equal([20, 20]);
    goals.close();
  });

  it('when the claim cannot be asked (Redis away) the process corrects on its own', async () => {
    const { goals, sent, nextGoal } = setUp();
    const goal = nextGoal();
    goals.correctLater(2, 10, () => Promise.reject(new Error('redis away')));
    await goal;
    expect(sent).to.deep.equal([{ room: 'game:2', likes: 7 }]);
    goals.close();
  });

  it('without a claim (one process) it schedules as before', async () => {
    const { goals, sent, nextGoal } = setUp();
    const goal = nextGoal();
    goals.correctLater(3, 10);
    goals.correctLater(3, 10);
    await goal;
    expect(sent).to.deep.equal([{ room: 'game:3', likes: 7 }]);
    goals.close();
  });
});
