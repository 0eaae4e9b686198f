import type { MigrationFn } from '../migrator';

/**
 * Bracket groups (issue 29 item 6): fans play one bracket (cfp or mbb) with friends.
 * - `bracket_groups`: a group of one bracket, public (listed and searchable by name, `name_key`: the lower-cased
 *   name in the C collation, so a prefix search and its keyset order are one index range) or private (joined
 *   with `invite_token`: 128 random bits, base64url). `member_count` is kept by the members' triggers.
 * - `bracket_group_members`: `rank` (the member's rank in the group: the global order, score then the
 *   tiebreaker's distance, ties share; NULL for a member with no entry) and `position` (1..n: ranked members
 *   first, then members without an entry). Pages read (group_id, position), a fan's groups (user_id).
 * - `bracket_groups_rerank(groups)`: ranks whole groups from the stored global ranking (bracket_ranks' score and
 *   distance: equal global rank means equal class, so a group rank is the global order restricted to the
 *   group). Called by the triggers below (a member joining or leaving, a member's first entry) and by the
 *   `brackets.rank` job for every group of its bracket, in the transaction that stores the global ranks. It
 *   locks the groups' rows first, so two joins of one group rank one after the other.
 */
export const up: MigrationFn = async ({ context: sql }) => {
  await sql(`
    CREATE TABLE bracket_groups (
      id serial PRIMARY KEY,
      bracket_id integer NOT NULL REFERENCES brackets(id) ON DELETE CASCADE,
      name varchar(60) NOT NULL CHECK (length(btrim(name)) BETWEEN 1 AND 60),
      name_key text COLLATE "C" GENERATED ALWAYS AS (lower(name)) STORED,
      visibility text NOT NULL CHECK (visibility IN ('public', 'private')),
      owner_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      invite_token text NOT NULL UNIQUE CHECK (length(invite_token) = 22),
      member_count integer NOT NULL DEFAULT 0 CHECK (member_count >= 0),
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX bracket_groups_public ON bracket_groups (bracket_id, name_key, id) WHERE visibility = 'public';
    CREATE INDEX bracket_groups_owner ON bracket_groups (owner_id);

    CREATE TABLE bracket_group_members (
      group_id integer NOT NULL REFERENCES bracket_groups(id) ON DELETE CASCADE,
      user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      joined_at timestamptz NOT NULL DEFAULT now(),
      rank integer,
      position integer NOT NULL DEFAULT 2147483647,
      PRIMARY KEY (group_id, user_id)
    );
    CREATE INDEX bracket_group_members_order ON bracket_group_members (group_id, position);
    CREATE INDEX bracket_group_members_user ON bracket_group_members (user_id, group_id);

    CREATE FUNCTION bracket_groups_rerank(groups integer[]) RETURNS integer LANGUAGE plpgsql AS $$
    DECLARE changed integer;
    BEGIN
      PERFORM 1 FROM bracket_groups WHERE id = ANY(groups) ORDER BY id FOR UPDATE;
      WITH o AS (
        SELECT m.group_id, m.user_id,
               CASE WHEN r.entry_id IS NOT NULL THEN
                 rank() OVER (PARTITION BY m.group_id, r.entry_id IS NULL ORDER BY r.score DESC, r.distance)
               END::int AS rank,
               row_number() OVER (PARTITION BY m.group_id
                                  ORDER BY r.entry_id IS NULL, r.score DESC, r.distance, r.position, m.user_id)::int
                 AS position
          FROM bracket_group_members m
          JOIN bracket_groups g ON g.id = m.group_id
          LEFT JOIN bracket_entries e ON e.bracket_id = g.bracket_id AND e.user_id = m.user_id
          LEFT JOIN bracket_ranks r ON r.entry_id = e.id
         WHERE m.group_id = ANY(groups)
      ), u AS (
        UPDATE bracket_group_members m SET rank = o.rank, position = o.position
          FROM o
         WHERE m.group_id = o.group_id AND m.user_id = o.user_id
           AND (m.rank, m.position) IS DISTINCT FROM (o.rank, o.position)
        RETURNING 1)
      SELECT count(*) INTO changed FROM u;
      RETURN changed;
    END $$;

    CREATE FUNCTION bracket_group_members_changed() RETURNS trigger LANGUAGE plpgsql AS $$
    DECLARE groups integer[];
    BEGIN
      IF TG_OP = 'INSERT' THEN
        UPDATE bracket_groups g SET member_count = g.member_count + x.n
          FROM (SELECT group_id, count(*)::int AS n FROM changed GROUP BY 1) x WHERE g.id = x.group_id;
      ELSE
        UPDATE bracket_groups g SET member_count = g.member_count - x.n
          FROM (SELECT group_id, count(*)::int AS n FROM changed GROUP BY 1) x WHERE g.id = x.group_id;
      END IF;
      SELECT array_agg(DISTINCT group_id) INTO groups FROM changed;
      PERFORM bracket_groups_rerank(groups);
      RETURN NULL;
    END $$;
    CREATE TRIGGER bracket_group_members_added AFTER INSERT ON bracket_group_members
      REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION bracket_group_members_changed();
    CREATE TRIGGER bracket_group_members_removed AFTER DELETE ON bracket_group_members
      REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION bracket_group_members_changed();

    -- A member's first pick makes their entry: they move from "no bracket yet" into the group's ranking.
    CREATE FUNCTION bracket_entries_grouped() RETURNS trigger LANGUAGE plpgsql AS $$
    DECLARE groups integer[];
    BEGIN
      SELECT array_agg(DISTINCT m.group_id) INTO groups
        FROM added a
        JOIN bracket_group_members m ON m.user_id = a.user_id
        JOIN bracket_groups g ON g.id = m.group_id AND g.bracket_id = a.bracket_id;
      IF groups IS NOT NULL THEN PERFORM bracket_groups_rerank(groups); END IF;
      RETURN NULL;
    END $$;
    CREATE TRIGGER bracket_entries_grouped AFTER INSERT ON bracket_entries
      REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION bracket_entries_grouped();
  `);
};

export const down: MigrationFn = async ({ context: sql }) => {
  await sql(`
    DROP TRIGGER IF EXISTS bracket_entries_grouped ON bracket_entries;
    DROP TABLE IF EXISTS bracket_group_members;
    DROP TABLE IF EXISTS bracket_groups;
    DROP FUNCTION IF EXISTS bracket_entries_grouped(), bracket_group_members_changed(),
      bracket_groups_rerank(integer[]);
  `);
};
