// Issue 14, acceptance 3, and issue 40, acceptance 7: every module of the product that opens an outbound
// connection either goes through the one outbound module, app/lib/outbound/ (the address guard and the
// guarded fetch), or is on the short list of endpoints an operator configures. A new module that fetches
// (cover images, webhooks, pings) fails here until it uses the outbound module or is listed with a reason.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const roots = ['app', 'server', 'cli', 'scripts'];

/** What opens a connection: HTTP clients, sockets, and the packages that wrap them. */
const outbound: [string, RegExp][] = [
  ['undici', /^import (?!type\b)[^;]*from 'undici'/m],
  ['node:http(s) client', /from 'node:https?'[\s\S]*\b(?:request|get)\(/],
  ['node:net / node:tls socket', /from 'node:(?:net|tls)'[\s\S]*\b(?:connect|createConnection)\(/],
  ['node:dgram', /from 'node:dgram'/],
  ['global fetch', /(?<![.\w])fetch\(/],
  ['WebSocket', /new WebSocket\(/],
  ['nodemailer', /from 'nodemailer'/],
  ['an image fetcher', /from '(?:got|axios|node-fetch|ky)'/],
];

/** Modules that connect through the guard: they build their connections with the guarded lookup. */
const guarded = new Map([
  [
    'app/lib/outbound/guarded-fetch.server.ts',
    'the one guarded GET (feeds, OPML checks, cover images, affiliate checks) and POST (channels, pings)',
  ],
]);

/** Modules that fetch outside URLs only by calling the guarded GET: they open no connection themselves. */
const throughGuardedGet = [
  'app/domain/newsroom/fetch/fetch-feed.server.ts',
  'server/images/fetch-image.ts',
  // MusicBrainz and Wikidata, asked about new names when the operator turns NAME_LOOKUPS on (decision 068).
  'app/domain/newsroom/new-names/lookup-client.server.ts',
];

/**
 * The fediverse (issue 43, decision 072): Fedify's own sender and lookups call the global `fetch`, so none is
 * used. Remote actors, keys and notes are read by our document loader through the guarded GET, deliveries
 * are posted by our sender through the guarded POST.
 */
const fediverseOutbound = {
  loader: 'app/domain/fediverse/guarded-document-loader.server.ts',
  sender: 'app/domain/fediverse/send-deliveries.server.ts',
  federation: 'app/domain/fediverse/federation.server.ts',
};

/** Endpoints an operator sets in configuration; the guard would refuse a model server on their own network. */
const operatorConfigured = new Map([
  [
    'app/domain/newsroom/publish/llm-drafter.server.ts',
    'LLM_BASE_URL: the model endpoint the operator configures',
  ],
  ['app/domain/mail/mailer.server.ts', 'SMTP_URL: the mail server the operator configures'],
  [
    'app/domain/newsroom/group/embeddings.server.ts',
    'EMBEDDINGS_BASE_URL: the embeddings endpoint the operator configures',
  ],
]);

/**
 * Browser code that posts a form to its own action (app/islands/form-action.ts): it refuses any action whose
 * origin is not the page's, so it calls only this site.
 */
const ownSiteForms = new Map([['app/islands/form-action.ts', "an island's form, posted to its own action"]]);

/** Browser code that calls this same site by a relative path: no server connection, nothing to guard. */
const ownSite = new Map([
  ['app/islands/house-ad-impressions.ts', 'the page’s house-ad beacon to /ads/events'],
]);

function sourceFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const full = path.join(folder, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.(?:ts|tsx|js|mjs)$/.test(name) && !/\.test\.|\.spec\./.test(name) ? [full] : [];
  });
}

describe('outbound connections', () => {
  const files = roots.flatMap(sourceFiles);
  const opening = files
    .map((file) => ({
      file,
      kinds: outbound.filter(([, pattern]) => pattern.test(readFileSync(file, 'utf8'))).map(([kind]) => kind),
    }))
    .filter((entry) => entry.kinds.length > 0);

  it('finds the modules that open them (the scan itself works)', () => {
    expect(opening.map((entry) => entry.file)).toEqual(
      expect.arrayContaining([
        'app/lib/outbound/guarded-fetch.server.ts',
        'app/domain/newsroom/publish/llm-drafter.server.ts',
      ]),
    );
  });

  it('opens them only in modules that use the address guard or reach an operator-configured endpoint', () => {
    const unguarded = opening
      .filter(
        (entry) =>
          !guarded.has(entry.file) &&
          !operatorConfigured.has(entry.file) &&
          !ownSite.has(entry.file) &&
          !ownSiteForms.has(entry.file),
      )
      .map((entry) => `${entry.file} (${entry.kinds.join(', ')})`);
    expect(unguarded).toEqual([]);
  });

  it('lets browser code call only this site, by relative path', () => {
    for (const file of ownSite.keys()) {
      const calls = [...readFileSync(file, 'utf8').matchAll(/(?:fetch|sendBeacon)\?*\.?\(\s*'([^']*)'/g)];
      expect(calls.length).toBeGreaterThan(0);
      for (const [, target] of calls) expect(target).toMatch(/^\/[a-z]/);
    }
  });

  it("lets an island's form post only to an action on the page's own origin", () => {
    for (const file of ownSiteForms.keys()) {
      const source = readFileSync(file, 'utf8');
      expect(source).toMatch(/if \(url\.origin !== window\.location\.origin\) throw/);
      expect([...source.matchAll(/(?<![.\w])fetch\(([^,]*),/g)].map((match) => match[1])).toEqual(['url']);
    }
  });

  it('builds every guarded connection with the guarded lookup and checks every URL it requests', () => {
    for (const file of guarded.keys()) {
      const source = readFileSync(file, 'utf8');
      expect(source).toMatch(/from '\.\/address-guard'|isBlocked/);
      expect(source).toMatch(/lookup: guardedLookup\(|createFetchAgent\(/);
      // Every request goes out on the guarded agent, and every URL (first and after a redirect) is checked.
      const requests = source.match(/\brequest\(/g) ?? [];
      const dispatched = source.match(/\brequest\([^)]*\{\s*dispatcher: agent/g) ?? [];
      expect(requests.length).toBeGreaterThan(0);
      expect(dispatched.length).toBe(requests.length);
      expect((source.match(/checkFetchUrl\(/g) ?? []).length).toBeGreaterThanOrEqual(2);
    }
  });

  it("sends and reads the fediverse only through the guarded GET and POST, never through Fedify's fetch", () => {
    expect(readFileSync(fediverseOutbound.loader, 'utf8')).toMatch(/\bguardedGet\(/);
    expect(readFileSync(fediverseOutbound.sender, 'utf8')).toMatch(/\bguardedPost\(/);
    const federation = readFileSync(fediverseOutbound.federation, 'utf8');
    for (const option of [
      'documentLoaderFactory',
      'contextLoaderFactory',
      'authenticatedDocumentLoaderFactory',
    ])
      expect(federation).toMatch(new RegExp(`${option}: \\(\\) => loader`));
    expect(federation).not.toMatch(/allowPrivateAddress|skipSignatureVerification/);
    const fediverseFiles = sourceFiles('app/domain/fediverse').concat(['server/fediverse.ts']);
    for (const file of fediverseFiles) {
      const source = readFileSync(file, 'utf8');
      // Fedify's calls that would fetch with the global fetch, past the guard.
      expect(source, file).not.toMatch(
        /\.sendActivity\(|\blookupObject\(|\blookupWebFinger\(|\bgetNodeInfo\(|\bdoubleKnock\(/,
      );
      expect(opening.map((entry) => entry.file)).not.toContain(file);
    }
  });

  it('routes every caller of the feed fetcher through the guarded agent it builds', () => {
    const makesAgents = files.filter((file) => /new Agent\(/.test(readFileSync(file, 'utf8')));
    expect(makesAgents).toEqual(['app/lib/outbound/guarded-fetch.server.ts']);
  });

  it('fetches feeds, cover images and name lookups only through the guarded GET, never with a request of their own', () => {
    for (const file of throughGuardedGet) {
      const source = readFileSync(file, 'utf8');
      expect(source, file).toMatch(/\bguardedGet\(/);
      expect(opening.map((entry) => entry.file)).not.toContain(file);
    }
    // The image endpoint uses the outbound module's public fetch, none of its internals.
    const imageImports = sourceFiles('server/images').flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/from '([^']*lib\/outbound\/[^']*)'/g)].map(
        (match) => match[1],
      ),
    );
    expect(new Set(imageImports)).toEqual(new Set(['~/lib/outbound/guarded-fetch.server']));
  });

  it('keeps the address guard and the guarded fetch in one module, which every outside caller imports', () => {
    const outboundModule = sourceFiles('app/lib/outbound');
    expect(outboundModule).toEqual(
      expect.arrayContaining([
        'app/lib/outbound/address-guard.ts',
        'app/lib/outbound/guarded-fetch.server.ts',
      ]),
    );
    // Nothing else judges addresses or builds a guarded lookup of its own.
    const elsewhere = files.filter(
      (file) =>
        !file.startsWith('app/lib/outbound/') &&
        /function (?:isBlockedAddress|guardedLookup|checkFetchUrl)\b/.test(readFileSync(file, 'utf8')),
    );
    expect(elsewhere).toEqual([]);
    // Feeds, cover images, channels, pings and affiliate checks all call out through it.
    const callers = [
      'app/domain/newsroom/fetch/fetch-feed.server.ts',
      'server/images/fetch-image.ts',
      'app/domain/syndication/channel-clients.server.ts',
      'app/domain/syndication/feed-pings.server.ts',
      'app/domain/monetization/affiliate-link-check.server.ts',
      'app/domain/newsroom/new-names/lookup-client.server.ts',
    ];
    for (const file of callers)
      expect(readFileSync(file, 'utf8'), file).toMatch(/from '~\/lib\/outbound\/guarded-fetch\.server'/);
  });
});
