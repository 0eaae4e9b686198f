import { rooms, spinGrantPayloadSchema } from '@fanlift/core';
import { applySpinGrant, CommandRejectedError } from '@fanlift/db';
import type { CommandHandler } from '../commands/types';

/** An admin grants spin chances (createSpinChances); once per command (cause `admin:<commandId>`). */
export const spinGrant: CommandHandler<'spin-grant'> = async (t, command) => {
  const p = spinGrantPayloadSchema.parse(command.payload);
  if (command.userId !== p.grantedBy)
    throw new CommandRejectedError('forbidden', 'A grant is staged by the admin who makes it');
  const { entryId, chancesLeft } = await applySpinGrant(t, {
    commandId: command.id,
    userId: p.userId,
    chances: p.chances,
    grantedBy: p.grantedBy,
    note: p.note ?? null,
  });
  return {
    result: { entryId, userId: p.userId, chances: p.chances, chancesLeft },
    emit: (c) => c.emitter.to(rooms.user(p.userId)).emit('spin:chances', { chancesLeft, source: 'admin' }),
  };
};
