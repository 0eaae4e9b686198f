import { rooms, spinGrantPayloadSchema } from '@fanlift/core';
import { chancesLeftOf, CommandRejectedError, grantSpinChances, txQuery } from '@fanlift/db';
import type { CommandHandler } from '../commands/types';

/** An admin grants spin chances (createSpinChances); once per command (cause `admin:<commandId>`). */
export const spinGrant: CommandHandler<'spin-grant'> = async (t, command) => {
  const p = spinGrantPayloadSchema.parse(command.payload);
  if (command.userId !== p.grantedBy)
    throw new CommandRejectedError('forbidden', 'A grant is staged by the admin who makes it');
  const [target] = await txQuery<{ user_type: string }>(t, `SELECT user_type FROM users WHERE id = $1`, [
    p.userId,
  ]);
  if (target?.user_type !== 'fan') throw new CommandRejectedError('not_found', 'No fan with this id');
  const entryId = await grantSpinChances(t, {
    userId: p.userId,
    chances: p.chances,
    source: 'admin',
    causeKey: `admin:${command.id}`,
    grantedBy: p.grantedBy,
    note: p.note ?? 'Granted by an admin',
  });
  if (entryId == null) throw new Error(`Grant ${command.id} was already recorded`);
  const { chancesLeft } = await chancesLeftOf(t, p.userId);
  return {
    result: { entryId, userId: p.userId, chances: p.chances, chancesLeft },
    emit: (c) => c.emitter.to(rooms.user(p.userId)).emit('spin:chances', { chancesLeft, source: 'admin' }),
  };
};
