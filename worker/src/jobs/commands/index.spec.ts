import { expect } from 'chai';
import { COMMANDS, commandHandlerGaps, parseCommandResult } from '@fanlift/core';
import { assertCommandHandlersComplete, commandHandlers } from './index';

describe('worker command handlers over core’s command map', () => {
  it('has exactly one handler per kind of the map', () => {
    expect(Object.keys(commandHandlers).sort()).to.deep.equal(Object.keys(COMMANDS).sort());
    expect(() => assertCommandHandlersComplete()).to.not.throw();
  });

  it('refuses to boot when a kind has no handler, naming it', () => {
    const { spend: _spend, ...withoutSpend } = commandHandlers;
    expect(() => assertCommandHandlersComplete(withoutSpend)).to.throw(
      /Worker refuses to start: no handler for command kind\(s\) spend/,
    );
  });

  it('refuses to boot on a handler for a kind the map does not have (a misspelt kind)', () => {
    expect(() =>
      assertCommandHandlersComplete({ ...commandHandlers, 'send-like': commandHandlers['send-likes'] }),
    ).to.throw(/handler\(s\) for unknown command kind\(s\) send-like/);
    expect(commandHandlerGaps({ ...commandHandlers, sendlikes: () => null }).unknown).to.deep.equal([
      'sendlikes',
    ]);
  });

  it('validates results against the map: a malformed result is refused', () => {
    const ok = {
      likes: 3,
      balance: 7,
      transactionId: 1,
      journalId: 2,
      athleteId: 5,
      allocationId: null,
      schoolId: null,
      recipientLikes: 3,
    };
    expect(parseCommandResult('send-likes', ok)).to.deep.equal(ok);
    expect(() => parseCommandResult('send-likes', { ...ok, balance: -1 })).to.throw();
    expect(() => parseCommandResult('send-likes', { ...ok, likes: '3' })).to.throw();
  });
});
