/** The SQLSTATE of a database error, whether drizzle wrapped it or not. */
const sqlState = (error: unknown): string | undefined =>
  (error as { cause?: { code?: string } }).cause?.code ?? (error as { code?: string }).code;

/** Whether a write failed on a unique index (a slug or a name someone else took meanwhile). */
export const isUniqueViolation = (error: unknown) => sqlState(error) === '23505';

/** Whether a write named a row that does not exist (an author or a gear item deleted meanwhile). */
export const isMissingReference = (error: unknown) => sqlState(error) === '23503';
