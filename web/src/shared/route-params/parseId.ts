import { parsePositiveId } from '@fanlift/core/web';

/**
 * An id from the address (a path parameter): a positive whole number in PostgreSQL's integer range, written
 * plainly (no sign, no leading zero); anything else is null, which the page shows as not found (core's one id rule).
 */
export const parseId = (raw: string | undefined): number | null => parsePositiveId(raw);
