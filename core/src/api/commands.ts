import { z } from 'zod';
import { COMMANDS, parseCommandResult, type CommandKind, type CommandResult } from '../commands/map';

/** Staged commands as the api shows them (DESIGN §1): the view every command call answers. */
export const COMMAND_STATUSES = ['pending', 'applied', 'failed'] as const;
export type CommandStatus = (typeof COMMAND_STATUSES)[number];

const commandViewFields = {
  commandId: z.string(),
  status: z.enum(COMMAND_STATUSES),
  error: z.strictObject({ code: z.string(), message: z.string() }).nullable(),
  createdAt: z.string(),
  appliedAt: z.string().nullable(),
  /** Answers of command calls only: whether the job was handed to the queue now, and whether the key was seen. */
  queued: z.boolean().optional(),
  replayed: z.boolean().optional(),
};

/** Each kind's result schema, looked up so that a generic kind keeps its own schema's type. */
const RESULT_SCHEMAS: { [K in CommandKind]: (typeof COMMANDS)[K]['result'] } = {
  'send-likes': COMMANDS['send-likes'].result,
  spend: COMMANDS.spend.result,
  spin: COMMANDS.spin.result,
  'referral-reward': COMMANDS['referral-reward'].result,
  'spin-grant': COMMANDS['spin-grant'].result,
  'milestone-sync': COMMANDS['milestone-sync'].result,
  cheer: COMMANDS.cheer.result,
};

/** The view of a command of one kind, its result typed by the command map (GET /api/commands/{id}, command calls). */
export const commandViewSchemaOf = <K extends CommandKind>(kind: K) =>
  z.strictObject({ ...commandViewFields, kind: z.literal(kind), result: z.nullable(RESULT_SCHEMAS[kind]) });

/** A staged command of any kind, as the api answers it. */
export const commandViewSchema = z.discriminatedUnion('kind', [
  commandViewSchemaOf('send-likes'),
  commandViewSchemaOf('spend'),
  commandViewSchemaOf('spin'),
  commandViewSchemaOf('referral-reward'),
  commandViewSchemaOf('spin-grant'),
  commandViewSchemaOf('milestone-sync'),
  commandViewSchemaOf('cheer'),
]);

type CommandViewBase = z.output<z.ZodObject<typeof commandViewFields>>;
/** A command of kind K as the api shows it (commandViewSchemaOf(K) parses to this). */
export interface CommandViewOf<K extends CommandKind> extends CommandViewBase {
  kind: K;
  result: CommandResult<K> | null;
}
/** The view of a command (of kind K; by default any kind, told apart by `kind`). */
export type CommandView<K extends CommandKind = CommandKind> = K extends CommandKind
  ? CommandViewOf<K>
  : never;

/** A stored command as its view (the api's answers, realtime's chat:cheer ack); its result typed by its kind. */
export function toCommandView<K extends CommandKind>(
  kind: K,
  c: {
    id: string;
    status: CommandStatus;
    result: Record<string, unknown> | null;
    error: { code: string; message: string } | null;
    createdAt: string;
    appliedAt: string | null;
  },
): CommandViewOf<K> {
  return {
    commandId: c.id,
    kind,
    status: c.status,
    result: c.result === null ? null : parseCommandResult(kind, c.result),
    error: c.error,
    createdAt: c.createdAt,
    appliedAt: c.appliedAt,
  };
}

/** What an applied send of likes answers (the `result` of its command). */
export type SendLikesResult = CommandResult<'send-likes'>;
