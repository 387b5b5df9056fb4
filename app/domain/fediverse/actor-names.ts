import type { ArticleCategory } from '~/db/schema/enums';

/**
 * Which of Dropwire's names are fediverse actors, and where each one's page and feed live. Pure: the
 * database is asked in `actors.server.ts`.
 */

/** The site itself: `@news@host`. */
export const SITE_ACTOR = 'news';

/** Sections with a page of their own: `@festivals@host`, … A tag named like a section is the section. */
export const SECTION_ACTORS = [
  'festivals',
  'releases',
  'interviews',
  'tech',
  'reviews',
] as const satisfies readonly ArticleCategory[];
export type SectionActor = (typeof SECTION_ACTORS)[number];

/** Tags of these kinds are actors: the scene's names a reader follows. */
export const ENTITY_TAG_KINDS = ['artist', 'label', 'festival', 'venue', 'brand'] as const;
export type EntityTagKind = (typeof ENTITY_TAG_KINDS)[number];

export type ActorKind = 'site' | 'section' | 'entity';

export const isSection = (identifier: string): identifier is SectionActor =>
  (SECTION_ACTORS as readonly string[]).includes(identifier);

/** A WebFinger user name or a path segment we would mint: lower-case letters, digits and hyphens. */
export const IDENTIFIER_PATTERN = /^[a-z0-9](?:[a-z0-9-]{0,98}[a-z0-9])?$/;

/** The actor's page on the site (what a browser asking for the actor's URL is sent to). */
export function actorPagePath(kind: ActorKind, identifier: string): string {
  if (kind === 'site') return '/';
  if (kind === 'section') return `/${identifier}`;
  return `/tags/${encodeURIComponent(identifier)}`;
}

/** The actor's feeds: its outbox in RSS, Atom and JSON Feed. */
export function actorFeedPaths(kind: ActorKind, identifier: string) {
  const base =
    kind === 'site'
      ? ''
      : kind === 'section'
        ? `/category/${identifier}`
        : `/tags/${encodeURIComponent(identifier)}`;
  return { rss: `${base}/rss.xml`, atom: `${base}/atom.xml`, json: `${base}/feed.json` };
}

/** Federation's paths: every actor's document, inbox, followers and outbox live under `/ap/`. */
export const FEDERATION_PATHS = {
  actor: '/ap/actors/{identifier}',
  inbox: '/ap/actors/{identifier}/inbox',
  sharedInbox: '/ap/inbox',
  followers: '/ap/actors/{identifier}/followers',
  outbox: '/ap/actors/{identifier}/outbox',
  article: '/ap/articles/{id}',
  nodeInfo: '/nodeinfo/2.1',
} as const;

/** Whether a request path is federation's to answer (the rest goes to the pages). */
export const isFederationPath = (path: string) =>
  path.startsWith('/ap/') ||
  path === '/.well-known/webfinger' ||
  path === '/.well-known/nodeinfo' ||
  path === FEDERATION_PATHS.nodeInfo;
