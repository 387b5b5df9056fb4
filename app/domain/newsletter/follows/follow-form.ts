import { z } from 'zod';
import type { FieldErrors, ParsedForm } from '~/lib/form-data';
import { subscribeSchema } from '../subscribe-form';

/** The kinds of tag a reader may follow: who and what makes the news, not topics or genres. */
export const followableKinds = ['artist', 'label', 'festival', 'brand'] as const;

/**
 * What a Follow button follows, as its hidden field says: a tag by its slug, a festival by its slug (its
 * festival tag), or a release's artist or label (`release:<slug>:artist`). The server finds the entity; the
 * field never names a tag the reader made up.
 */
export type FollowTarget =
  | { kind: 'tag'; slug: string }
  | { kind: 'festival'; slug: string }
  | { kind: 'release'; slug: string; role: 'artist' | 'label' };

const slug = '[a-z0-9][a-z0-9-]{0,199}';
const pattern = new RegExp(`^(?:(tag|festival):(${slug})|release:(${slug}):(artist|label))$`);

const followTarget = z
  .string({ error: 'Nothing to follow' })
  .max(240, 'Nothing to follow')
  .pipe(z.string().regex(pattern, 'Nothing to follow'))
  .transform((value): FollowTarget => {
    const [, kind, slugOf, release, role] = pattern.exec(value)!;
    if (release) return { kind: 'release', slug: release, role: role as 'artist' | 'label' };
    return { kind: kind as 'tag' | 'festival', slug: slugOf! };
  });

/** The target a Follow form's field names, or none (checked on its own: the address may be what was wrong). */
export function parseFollowTarget(value: string): FollowTarget | undefined {
  const parsed = followTarget.safeParse(value);
  return parsed.success ? parsed.data : undefined;
}

/** The hidden field's value for a target (the inverse of `followTarget`). */
export const followTargetValue = (target: FollowTarget): string =>
  target.kind === 'release' ? `release:${target.slug}:${target.role}` : `${target.kind}:${target.slug}`;

const followSchema = z.object({ email: subscribeSchema.shape.email, target: followTarget });
export type FollowInput = z.infer<typeof followSchema>;

/** Reads the Follow form: the address and the target. */
export function parseFollow(form: FormData): ParsedForm<FollowInput> {
  const field = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value : '';
  };
  const values = { email: field('email'), target: field('target') };
  const parsed = followSchema.safeParse(values);
  if (parsed.success) return { ok: true, data: parsed.data };
  const fieldErrors: FieldErrors = {};
  for (const issue of parsed.error.issues)
    (fieldErrors[String(issue.path[0] ?? 'form')] ??= []).push(issue.message);
  return { ok: false, fieldErrors, values };
}
