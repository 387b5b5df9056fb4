import { z } from 'zod';
import { MAX_IMAGE_SOURCE_LENGTH } from '~/lib/image-source';
import { IMAGE_WIDTHS, type ImageWidth } from '~/lib/image-url';

const widths = IMAGE_WIDTHS.map(String) as [string, ...string[]];

const imageQuery = z.object({
  src: z
    .string({ error: 'expected the image source' })
    .min(1, 'expected the image source')
    .max(MAX_IMAGE_SOURCE_LENGTH, `expected at most ${MAX_IMAGE_SOURCE_LENGTH} characters`),
  w: z
    .enum(widths, { error: `expected one of ${IMAGE_WIDTHS.join(', ')}` })
    .transform((value) => Number(value) as ImageWidth),
  v: z
    .string({ error: 'expected the pipeline version' })
    .regex(/^[1-9]\d{0,3}$/, 'expected the pipeline version, a whole number')
    .transform(Number),
  s: z
    .string({ error: 'expected the signature' })
    .regex(/^[A-Za-z0-9_-]{22}$/, 'expected a signature of 22 base64url characters'),
});

export type ImageQuery = z.infer<typeof imageQuery>;

/** The endpoint's query, or the reasons it is not one ("w: expected one of 160, 320, …"). */
export function parseImageQuery(
  query: unknown,
): { ok: true; query: ImageQuery } | { ok: false; problems: string[] } {
  const result = imageQuery.safeParse(query);
  if (result.success) return { ok: true, query: result.data };
  return {
    ok: false,
    problems: result.error.issues.map((issue) => `${issue.path.join('.') || 'query'}: ${issue.message}`),
  };
}
