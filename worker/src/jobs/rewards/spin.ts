import { rooms, spinPayloadSchema } from '@fanlift/core';
import { applySpin, CommandRejectedError } from '@fanlift/db';
import type { CommandHandler } from '../commands/types';

/**
 * DESIGN §5 spin: in the command's transaction the fan's row is locked, one chance consumed, the segment drawn
 * with a CSPRNG and its likes credited (cause `spin:<commandId>`). Then `spin:result` and `wallet:balance`.
 */
export const spin: CommandHandler<'spin'> = async (t, command) => {
  const p = spinPayloadSchema.parse(command.payload);
  if (command.userId !== p.fanUserId)
    throw new CommandRejectedError('forbidden', 'A fan can only spin their own wheel');
  const s = await applySpin(t, { commandId: command.id, userId: p.fanUserId });
  return {
    result: {
      spinId: s.spinId,
      segmentIndex: s.segmentIndex,
      likes: s.likes,
      balance: s.balance,
      chancesLeft: s.chancesLeft,
      transactionId: s.transaction?.id ?? null,
      journalId: s.journalId,
    },
    emit: (c) => {
      const room = c.emitter.to(rooms.user(p.fanUserId));
      room.emit('spin:result', {
        likes: s.likes,
        segmentIndex: s.segmentIndex,
        balance: s.balance,
        spinId: s.spinId,
        chancesLeft: s.chancesLeft,
        commandId: command.id,
      });
      room.emit('wallet:balance', { balance: s.balance, transaction: s.transaction });
    },
  };
};
