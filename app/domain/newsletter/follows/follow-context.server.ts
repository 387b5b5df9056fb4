import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '~/db/client.server';
import { tags } from '~/db/schema/content';
import { festivals } from '~/db/schema/festivals';
import { releases } from '~/db/schema/releases';
import { festivalTabHref } from '~/domain/festivals/festival-tabs';
import { releaseHref } from '~/domain/releases/release-query';
import { followableKinds, followTargetValue, type FollowTarget } from './follow-form';

/** One thing a Follow form offers: its field's value and the name it shows. */
type FollowOption = { value: string; name: string };

/**
 * What a Follow form was about, for /follow to say when a form lands there without scripts: the choices the
 * form offered (a release offers its artist and its label) and the page it was on, to go back to.
 */
export type FollowContext = { choices: FollowOption[]; page: { href: string; title: string } };

/**
 * The context of a Follow form's target, read only (unlike `resolveFollowTarget`, which makes a missing
 * tag): a refused address must change nothing. None for what cannot be followed (any more).
 */
export async function describeFollowTarget(
  db: Database,
  target: FollowTarget,
): Promise<FollowContext | undefined> {
  if (target.kind === 'tag') {
    const [tag] = await db
      .select({ name: tags.name })
      .from(tags)
      .where(and(eq(tags.slug, target.slug), inArray(tags.kind, followableKinds)));
    return (
      tag && {
        choices: [{ value: followTargetValue(target), name: tag.name }],
        page: { href: `/tags/${target.slug}`, title: `#${tag.name}` },
      }
    );
  }
  if (target.kind === 'festival') {
    const [festival] = await db
      .select({ name: festivals.name })
      .from(festivals)
      .where(and(eq(festivals.slug, target.slug), eq(festivals.status, 'published')));
    return (
      festival && {
        choices: [{ value: followTargetValue(target), name: festival.name }],
        page: { href: festivalTabHref(target.slug, 'overview'), title: festival.name },
      }
    );
  }
  const [release] = await db
    .select({ title: releases.title, artist: releases.artist, label: releases.label })
    .from(releases)
    .where(and(eq(releases.slug, target.slug), eq(releases.status, 'published')));
  if (!release) return undefined;
  const option = (role: 'artist' | 'label') => ({
    value: followTargetValue({ kind: 'release', slug: target.slug, role }),
    name: release[role],
  });
  return {
    // As the release's page offers them: a self-released record's label is its artist, one choice then.
    choices: release.label === release.artist ? [option('artist')] : [option('artist'), option('label')],
    page: { href: releaseHref(target.slug), title: `${release.title} by ${release.artist}` },
  };
}
