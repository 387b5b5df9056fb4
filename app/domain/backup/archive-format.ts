import { z } from 'zod';

/**
 * A backup archive is one gzip stream of JSON lines (decision 054). The first line is the manifest, the last
 * the end record with what came between; in between, each table's header followed by its rows, the
 * sequences, the uploaded files kept on disk and, only when asked for, the secrets. Lines are read one at a
 * time, so an archive of any size restores in bounded memory.
 */
export const ARCHIVE_FORMAT = 'dropwire-backup';
export const ARCHIVE_FORMAT_VERSION = 1;

const manifestSchema = z.object({
  format: z.literal(ARCHIVE_FORMAT),
  formatVersion: z.number().int().positive(),
  /** The Dropwire release that wrote the archive (package.json's version). */
  dropwireVersion: z.string().min(1),
  /** The last migration applied to the database backed up: the schema its rows fit. */
  lastMigration: z.string().min(1),
  migrationCount: z.number().int().nonnegative(),
  createdAt: z.iso.datetime(),
  postgresVersion: z.string(),
  includesSecrets: z.boolean(),
});
export type Manifest = z.infer<typeof manifestSchema>;

const tableHeaderSchema = z.object({ name: z.string().min(1), columns: z.array(z.string().min(1)) });
const sequenceSchema = z.object({
  name: z.string().min(1),
  lastValue: z.string().regex(/^-?\d+$/),
  isCalled: z.boolean(),
});
const fileSchema = z.object({
  /** Relative to DATA_DIR, and only ever under uploads/. */
  path: z.string().regex(/^uploads\/[A-Za-z0-9._-]+$/, 'expected uploads/<file name>'),
  base64: z.string(),
});
/** The names of the secrets' files in DATA_DIR; nothing else may be written there from an archive. */
export const SECRET_FILES = ['.auth-secret', '.image-key'] as const;
const secretSchema = z.object({ name: z.enum(SECRET_FILES), value: z.string().min(1) });
const endSchema = z.object({
  rows: z.record(z.string(), z.number().int().nonnegative()),
  sequences: z.number().int().nonnegative(),
  files: z.number().int().nonnegative(),
  secrets: z.number().int().nonnegative(),
});
export type ArchiveEnd = z.infer<typeof endSchema>;

/** One line of an archive, by the one key it holds. A row is kept as the text PostgreSQL wrote for it. */
export type ArchiveLine =
  | { kind: 'manifest'; manifest: Manifest }
  | { kind: 'table'; table: z.infer<typeof tableHeaderSchema> }
  | { kind: 'row'; json: string }
  | { kind: 'sequence'; sequence: z.infer<typeof sequenceSchema> }
  | { kind: 'file'; file: z.infer<typeof fileSchema> }
  | { kind: 'secret'; secret: z.infer<typeof secretSchema> }
  | { kind: 'end'; end: ArchiveEnd };

export class ArchiveError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ArchiveError';
  }
}

/** A row's line: PostgreSQL's `row_to_json` text, wrapped without parsing it. */
export const rowLine = (json: string) => `{"r":${json}}\n`;
export const recordLine = (key: Exclude<ArchiveLine['kind'], 'row'>, value: unknown) =>
  `${JSON.stringify({ [key]: value })}\n`;

const ROW_PREFIX = '{"r":';

/** Reads one line; `number` is its line number in the archive, for the error a bad line gets. */
export function parseLine(text: string, number: number): ArchiveLine {
  // Rows are by far the most lines: they are checked for shape only, and PostgreSQL reads their values.
  if (text.startsWith(ROW_PREFIX) && text.endsWith('}')) {
    const json = text.slice(ROW_PREFIX.length, -1);
    if (json.startsWith('{') && json.endsWith('}')) return { kind: 'row', json };
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new ArchiveError(`Line ${number} of the archive is not JSON: is the file damaged?`, {
      cause: error,
    });
  }
  const keys = value && typeof value === 'object' ? Object.keys(value) : [];
  const key = keys.length === 1 ? keys[0] : undefined;
  const body = key ? (value as Record<string, unknown>)[key] : undefined;
  const parsed = (() => {
    switch (key) {
      case 'manifest':
        return { kind: 'manifest', result: manifestSchema.safeParse(body) } as const;
      case 'table':
        return { kind: 'table', result: tableHeaderSchema.safeParse(body) } as const;
      case 'sequence':
        return { kind: 'sequence', result: sequenceSchema.safeParse(body) } as const;
      case 'file':
        return { kind: 'file', result: fileSchema.safeParse(body) } as const;
      case 'secret':
        return { kind: 'secret', result: secretSchema.safeParse(body) } as const;
      case 'end':
        return { kind: 'end', result: endSchema.safeParse(body) } as const;
      default:
        return undefined;
    }
  })();
  if (!parsed) throw new ArchiveError(`Line ${number} of the archive is not a record Dropwire writes.`);
  if (!parsed.result.success)
    throw new ArchiveError(
      `Line ${number} of the archive is a bad ${parsed.kind} record: ${parsed.result.error.issues
        .map((issue) => `${issue.path.join('.') || 'value'}: ${issue.message}`)
        .join('; ')}`,
    );
  return { kind: parsed.kind, [parsed.kind]: parsed.result.data } as ArchiveLine;
}
