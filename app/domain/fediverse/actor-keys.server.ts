import { exportJwk, generateCryptoKeyPair, importJwk } from '@fedify/fedify';
import { and, eq } from 'drizzle-orm';
import type { Database } from '~/db/client.server';
import { actorKeyAlgorithms, fediverseActorKeys } from '~/db/schema/fediverse';
import { open, seal } from '~/domain/syndication/secret-box.server';
import type { Logger } from '~/lib/logger.server';

const WEB_CRYPTO_NAMES = { rsa: 'RSASSA-PKCS1-v1_5', ed25519: 'Ed25519' } as const;

/**
 * An actor's key pairs, RSA first (what Mastodon's HTTP Signatures use) then Ed25519 (object integrity
 * proofs): made and stored the first time the actor is asked for, the private half sealed with the site's
 * key. Two processes making them at once keep whichever was stored first.
 *
 * Keys sealed with another secret (a backup restored without `--include-secrets` and without the old
 * AUTH_SECRET, decision 075) cannot be opened: rather than fail every request of the actor, its keys are
 * made anew and a warning says why. Followers' servers fetch the actor again when a signature does not
 * verify with the key they hold, so they keep receiving; nothing signed with the lost key can be made again.
 */
export async function actorKeyPairs(
  db: Database,
  key: Buffer,
  identifier: string,
  logger?: Pick<Logger, 'warn'>,
): Promise<CryptoKeyPair[]> {
  const rows = await storedKeys(db, key, identifier);
  const unreadable = rows.filter((row) => !canOpen(key, row.privateJwkSealed));
  if (unreadable.length > 0) {
    logger?.warn(
      { actor: identifier, keys: unreadable.map((row) => row.algorithm) },
      "fediverse actor keys cannot be opened with this site's secret (restored without it?): new keys are made",
    );
    // Only the rows read as unreadable: a process that made new ones a moment ago keeps them.
    for (const row of unreadable)
      await db
        .delete(fediverseActorKeys)
        .where(
          and(
            eq(fediverseActorKeys.identifier, identifier),
            eq(fediverseActorKeys.algorithm, row.algorithm),
            eq(fediverseActorKeys.privateJwkSealed, row.privateJwkSealed),
          ),
        );
    return actorKeyPairs(db, key, identifier);
  }
  const ordered = actorKeyAlgorithms.map((algorithm) => rows.find((row) => row.algorithm === algorithm)!);
  return Promise.all(
    ordered.map(async (row) => ({
      publicKey: await importJwk(row.publicJwk as JsonWebKey, 'public'),
      privateKey: await importJwk(JSON.parse(open(key, row.privateJwkSealed)) as JsonWebKey, 'private'),
    })),
  );
}

/** The actor's stored keys, made first for each algorithm it has none of. */
async function storedKeys(db: Database, key: Buffer, identifier: string) {
  let rows = await db.select().from(fediverseActorKeys).where(eq(fediverseActorKeys.identifier, identifier));
  const missing = actorKeyAlgorithms.filter((algorithm) => !rows.some((row) => row.algorithm === algorithm));
  if (missing.length === 0) return rows;
  for (const algorithm of missing) {
    const pair = await generateCryptoKeyPair(WEB_CRYPTO_NAMES[algorithm]);
    await db
      .insert(fediverseActorKeys)
      .values({
        identifier,
        algorithm,
        publicJwk: await exportJwk(pair.publicKey),
        privateJwkSealed: seal(key, JSON.stringify(await exportJwk(pair.privateKey))),
      })
      .onConflictDoNothing();
  }
  rows = await db.select().from(fediverseActorKeys).where(eq(fediverseActorKeys.identifier, identifier));
  return rows;
}

function canOpen(key: Buffer, sealed: string): boolean {
  try {
    open(key, sealed);
    return true;
  } catch {
    return false;
  }
}
