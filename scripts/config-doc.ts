// Prints the configuration table of the README from the zod schemas (the one source of truth).
import { z } from 'zod';
import {
  apiConfigSchema,
  realtimeConfigSchema,
  webConfigSchema,
  workerConfigSchema,
} from '@fanlift/core/config';

const rows = new Map<string, { def: string; desc: string; used: string[] }>();
const add = (proc: string, schema: z.ZodObject) => {
  for (const [key, field] of Object.entries(schema.shape)) {
    const f = field as z.ZodType;
    const parsed = (schema.pick({ [key]: true } as never) as z.ZodType).safeParse({});
    const def = parsed.success ? (parsed.data as Record<string, unknown>)[key] : undefined;
    const prev = rows.get(key);
    if (prev) prev.used.push(proc);
    else
      rows.set(key, {
        def:
          def === undefined
            ? '(unset)'
            : Array.isArray(def)
              ? def.join(',') || '(empty)'
              : String(def) || '(empty)',
        desc: f.description ?? '',
        used: [proc],
      });
  }
};
add('api', apiConfigSchema);
add('worker', workerConfigSchema);
add('realtime', realtimeConfigSchema);
add('web', webConfigSchema);
console.log('| variable | default | used by | meaning |\n| --- | --- | --- | --- |');
for (const [k, v] of rows) console.log(`| \`${k}\` | \`${v.def}\` | ${v.used.join(', ')} | ${v.desc} |`);
