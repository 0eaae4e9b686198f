/** Every client event is acknowledged: `{ ok: true }`, or `{ ok: false, error }` with a code. */
export type SocketAck = (r: { ok: boolean; error?: string }) => void;
