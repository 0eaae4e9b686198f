/**
 * The demo's bracket group (issue 29): a public CFP group owned by the demo fan, with the demo admin in it, so
 * a newcomer sees a group page (/brackets/groups) at once. Idempotent: made once per bracket.
 */
import { QueryTypes, type Sequelize } from 'sequelize';
import { newInviteToken } from './writes';

export const DEMO_GROUP_NAME = 'Fanlift Demo Crew';

export async function seedBracketGroups(
  sequelize: Sequelize,
  emails: { owner: string; members: string[] },
): Promise<number | null> {
  const [g] = await sequelize.query<{ id: number }>(
    `INSERT INTO bracket_groups (bracket_id, name, visibility, owner_id, invite_token)
     SELECT b.id, $1::text, 'public', u.id, $3::text
       FROM brackets b JOIN users u ON u.email = $2::text
      WHERE b.kind = 'cfp'
        AND NOT EXISTS (SELECT 1 FROM bracket_groups x WHERE x.bracket_id = b.id AND x.name = $1::text)
      ORDER BY b.season DESC LIMIT 1
     RETURNING id`,
    { bind: [DEMO_GROUP_NAME, emails.owner, newInviteToken()], type: QueryTypes.SELECT },
  );
  if (!g) return null;
  await sequelize.query(
    `INSERT INTO bracket_group_members (group_id, user_id)
     SELECT $1, id FROM users WHERE email = ANY($2::text[]) ON CONFLICT DO NOTHING`,
    { bind: [g.id, [emails.owner, ...emails.members]] },
  );
  return g.id;
}
