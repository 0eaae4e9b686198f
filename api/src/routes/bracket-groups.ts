import type { Request } from 'express';
import {
  bracketGroup,
  bracketGroupBoard,
  bracketGroupInvite,
  createBracketGroup,
  joinBracketGroup,
  myBracketGroups,
  removeBracketGroup,
  removeBracketGroupMember,
  searchBracketGroups,
} from '@fanlift/db';
import { answer } from '../http/answer';
import { handle } from '../http/handle';
import type { Mount } from '../http/mount';
import { isAdmin } from '../middleware/auth';

/**
 * Bracket groups (issue 29 item 6; db/src/bracket-groups). The fan is always the session's; a private group is
 * a 404 to anyone who is not a member, an admin or holding its invite token (compared in constant time).
 */
export function bracketGroupsRoutes(m: Mount): void {
  const sequelize = m.deps.db.sequelize;
  const viewer = (req: Request) => ({ userId: req.user?.id ?? null, admin: isAdmin(req) });

  handle(m, 'GET /api/bracket-groups', async ({ query }) => searchBracketGroups(sequelize, query));

  handle(m, 'GET /api/bracket-groups/mine', async ({ query: { kind }, user }) =>
    myBracketGroups(sequelize, user.id, kind),
  );

  handle(m, 'POST /api/bracket-groups', async ({ body, user }) =>
    createBracketGroup(sequelize, user.id, body),
  );

  handle(m, 'GET /api/bracket-groups/:id', async ({ params: { id }, req }) =>
    bracketGroup(sequelize, id, viewer(req)),
  );

  handle(m, 'GET /api/bracket-groups/:id/leaderboard', async ({ params: { id }, query, req }) =>
    bracketGroupBoard(sequelize, id, viewer(req), query),
  );

  handle(m, 'GET /api/bracket-groups/:id/invites/:token', async ({ params: { id, token } }) =>
    bracketGroupInvite(sequelize, id, token),
  );

  handle(m, 'POST /api/bracket-groups/:id/members', async ({ params: { id }, body: { token }, user }) =>
    joinBracketGroup(sequelize, user.id, id, token),
  );

  handle(m, 'DELETE /api/bracket-groups/:id/members/:fanId', async ({ params: { id, fanId }, user, req }) => {
    await removeBracketGroupMember(sequelize, { userId: user.id, admin: isAdmin(req) }, id, fanId);
    return answer(204, undefined);
  });

  handle(m, 'DELETE /api/bracket-groups/:id', async ({ params: { id }, req }) => {
    await removeBracketGroup(sequelize, viewer(req), id);
    return answer(204, undefined);
  });
}
