import type { RouterContextProvider } from 'react-router';
import { appServices } from '~/app-context.server';
import {
  postbackSchema,
  postbackSecretMatches,
  recordConversion,
} from '~/domain/monetization/affiliate-conversions.server';

/** A postback is a handful of fields; anything longer is not one. */
const MAX_BODY_BYTES = 4096;

const headers = { 'Cache-Control': 'no-store' };
const answer = (body: object, status: number) => Response.json(body, { status, headers });

/**
 * A shop reports a sale (`POST /affiliate/postback`): with the shared secret (`Authorization: Bearer <secret>`,
 * or a `secret` field for shops that can only send fields), the order reference, the amount and currency, and
 * our mapping's id when the shop passes it back. Form fields or JSON. Each order counts once: a repeat answers
 * 200 `duplicate`, a new one 201 `recorded`. Without AFFILIATE_POSTBACK_SECRET there is no endpoint (404).
 */
// Typed without the route's generated types, which exist only once app/routes.ts names the route.
export async function action({
  request,
  context,
}: {
  request: Request;
  context: Readonly<RouterContextProvider>;
}) {
  const { db, config, logger } = context.get(appServices);
  const secret = config.AFFILIATE_POSTBACK_SECRET;
  if (!secret) return answer({ error: 'Not found' }, 404);
  if (request.method !== 'POST') return answer({ error: 'Use POST' }, 405);
  const body = await readFields(request);
  if (!body.ok) return answer({ error: body.error }, body.status);
  const bearer = /^Bearer\s+(.+)$/i.exec(request.headers.get('authorization') ?? '')?.[1];
  const given = bearer ?? (typeof body.fields.secret === 'string' ? body.fields.secret : undefined);
  if (!postbackSecretMatches(given, secret)) {
    logger.warn('affiliate postback refused: wrong or missing secret');
    return answer({ error: 'Wrong or missing secret' }, 401);
  }
  const postback = postbackSchema.safeParse(body.fields);
  if (!postback.success) {
    const fields = Object.fromEntries(
      postback.error.issues.map((issue) => [String(issue.path[0] ?? 'body'), issue.message]),
    );
    return answer({ error: 'Invalid postback', fields }, 400);
  }
  const outcome = await recordConversion(db, postback.data);
  if (outcome === 'unknown_mapping')
    return answer({ error: 'Unknown mapping', fields: { mapping: 'no such mapping' } }, 400);
  if (outcome === 'recorded') logger.info({ order: postback.data.order }, 'affiliate conversion recorded');
  return answer({ status: outcome }, outcome === 'recorded' ? 201 : 200);
}

/** Readers and crawlers who open the address get the same 404 as anywhere else that is not a page. */
export function loader() {
  return answer({ error: 'Not found' }, 404);
}

type Fields = Record<string, unknown>;

/** The body as fields, from JSON or a form encoding, read no further than the limit. */
async function readFields(
  request: Request,
): Promise<{ ok: true; fields: Fields } | { ok: false; status: number; error: string }> {
  const type = (request.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  if (type !== 'application/json' && type !== 'application/x-www-form-urlencoded')
    return { ok: false, status: 415, error: 'Send application/json or application/x-www-form-urlencoded' };
  const text = await readCapped(request, MAX_BODY_BYTES);
  if (text === undefined) return { ok: false, status: 413, error: `At most ${MAX_BODY_BYTES} bytes` };
  if (type === 'application/x-www-form-urlencoded')
    return { ok: true, fields: Object.fromEntries(new URLSearchParams(text)) };
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed))
      return { ok: true, fields: parsed as Fields };
  } catch {
    // Answered below, as any other body that is not an object.
  }
  return { ok: false, status: 400, error: 'Expected a JSON object' };
}

/** The body as text, or undefined once it passes `maxBytes` (the rest is not read). */
async function readCapped(request: Request, maxBytes: number): Promise<string | undefined> {
  if (!request.body) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      return undefined;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}
