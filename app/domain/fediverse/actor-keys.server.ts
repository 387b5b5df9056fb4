import { exportJwk, generateCryptoKeyPair, importJwk } from '@fedify/fedify';
import { eq } from 'drizzle-orm';
import type { Database } from '~/db/client.server';
import { actorKeyAlgorithms, fediverseActorKeys } from '~/db/schema/fediverse';
import { open, seal } from '~/domain/syndication/secret-box.server';

const WEB_CRYPTO_NAMES = { rsa: 'RSASSA-PKCS1-v1_5', ed25519: 'Ed25519' } as const;

/**
 * An actor's key pairs, RSA first (what Mastodon's HTTP Signatures use) then Ed25519 (object integrity
 * proofs): made and stored the first time the actor is asked for, the private half sealed with the site's
 * key. Two processes making them at once keep whichever was stored first.
 */
export async function actorKeyPairs(db: Database, key: Buffer, identifier: string): Promise<CryptoKeyPair[]> {
  let rows = await db.select().from(fediverseActorKeys).where(eq(fediverseActorKeys.identifier, identifier));
  const missing = actorKeyAlgorithms.filter((algorithm) => !rows.some((row) => row.algorithm === algorithm));
  if (missing.length > 0) {
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
  }
  const ordered = actorKeyAlgorithms.map((algorithm) => rows.find((row) => row.algorithm === algorithm)!);
  return Promise.all(
    ordered.map(async (row) => ({
      publicKey: await importJwk(row.publicJwk as JsonWebKey, 'public'),
      privateKey: await importJwk(JSON.parse(open(key, row.privateJwkSealed)) as JsonWebKey, 'private'),
    })),
  );
}
