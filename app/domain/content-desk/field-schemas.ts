import { z } from 'zod';
import { singleLine, multiLine } from '~/lib/form-text';
import { sanitizeRichHtml } from '~/lib/html';
import { parseImageSource } from '~/lib/image-source';
import { httpUrl, MAX_URL_BYTES } from '~/lib/untrusted-input';
import type { FieldSpec } from './form-fields';

// One zod schema per kind of field, reading the posted text (a checkbox: present or not) into its value.
// Every text is bounded; addresses are http(s) only; rich text goes through the site's one allowlist.

const blank = (text: string) => text === '';

const required = (spec: FieldSpec) => `${spec.label} is required`;

/** Blank becomes null (or, for a required field, an error); anything else must pass `check`. */
function optional<T>(spec: FieldSpec, read: (text: string, ctx: z.RefinementCtx) => T | typeof z.NEVER) {
  return singleLine(spec.label)
    .max(MAX_URL_BYTES, `${spec.label} must be at most ${MAX_URL_BYTES} characters`)
    .transform((text, ctx) => {
      if (!blank(text)) return read(text, ctx);
      if (spec.required) {
        ctx.addIssue({ code: 'custom', message: required(spec) });
        return z.NEVER;
      }
      return null;
    });
}

const fail = (ctx: z.RefinementCtx, message: string) => {
  ctx.addIssue({ code: 'custom', message });
  return z.NEVER;
};

/** How the pages that show HTML-or-text tell HTML (`transcriptHtml` in interview-transcript.ts). */
const STARTS_WITH_TAG = /^<[a-z][a-z0-9]*[\s>]/i;

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar day between the years 1900 and 2200 (what a release or a festival can have). */
function calendarDay(text: string): boolean {
  const match = DAY.exec(text);
  if (!match) return false;
  const at = new Date(`${text}T00:00:00Z`);
  return (
    !Number.isNaN(at.getTime()) &&
    at.toISOString().slice(0, 10) === text &&
    +match[1]! >= 1900 &&
    +match[1]! <= 2200
  );
}

function lines(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
}

export function fieldSchema(spec: FieldSpec): z.ZodType<unknown> {
  const text = (max: number) => {
    const base = singleLine(spec.label).max(max, `${spec.label} must be at most ${max} characters`);
    return spec.required ? base.min(1, required(spec)) : base;
  };
  const long = (max: number) => {
    const base = multiLine(spec.label).max(max, `${spec.label} must be at most ${max} characters`);
    return spec.required ? base.min(1, required(spec)) : base;
  };
  switch (spec.type) {
    case 'text':
      return text(spec.max);
    case 'textarea':
      return long(spec.max);
    case 'html':
      return long(spec.max).transform((html) => (html ? sanitizeRichHtml(html) : ''));
    case 'htmlOrText':
      return long(spec.max).transform((text) => (STARTS_WITH_TAG.test(text) ? sanitizeRichHtml(text) : text));
    case 'slug':
      return singleLine(spec.label)
        .max(80, `${spec.label} must be at most 80 characters`)
        .refine(
          (slug) => slug === '' || /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug),
          `${spec.label} may hold only lower-case letters, digits and single hyphens`,
        );
    case 'url':
      return optional(
        spec,
        (value, ctx) => httpUrl(value) ?? fail(ctx, `${spec.label} must be an http(s) address`),
      );
    case 'image':
      return optional(spec, (value, ctx) =>
        parseImageSource(value)
          ? value
          : fail(ctx, `${spec.label} must be an http(s) address or an uploaded image (/uploads/…)`),
      );
    case 'date':
      return optional(spec, (value, ctx) =>
        calendarDay(value) ? value : fail(ctx, `${spec.label} must be a date (YYYY-MM-DD)`),
      );
    case 'datetime':
      return optional(spec, (value, ctx) => {
        const at = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(value) ? new Date(`${value}Z`) : undefined;
        return at && !Number.isNaN(at.getTime()) ? at : fail(ctx, `${spec.label} must be a date and time`);
      });
    case 'integer':
      return optional(spec, (value, ctx) => {
        const number = /^-?\d{1,9}$/.test(value) ? Number(value) : Number.NaN;
        return number >= spec.min && number <= spec.max
          ? number
          : fail(ctx, `${spec.label} must be a whole number from ${spec.min} to ${spec.max}`);
      });
    case 'decimal':
      return optional(spec, (value, ctx) => {
        const number = /^-?\d{1,6}(\.\d{1,6})?$/.test(value) ? Number(value) : Number.NaN;
        const steps = (number - spec.min) / spec.step;
        return number >= spec.min && number <= spec.max && Math.abs(steps - Math.round(steps)) < 1e-6
          ? number
          : fail(
              ctx,
              `${spec.label} must be a number from ${spec.min} to ${spec.max} in steps of ${spec.step}`,
            );
      });
    case 'money':
      return optional(spec, (value, ctx) =>
        /^\d{1,7}(\.\d{1,2})?$/.test(value)
          ? Math.round(Number(value) * 100)
          : fail(ctx, `${spec.label} must be an amount such as 249 or 249.99`),
      );
    case 'duration':
      return optional(spec, (value, ctx) => {
        const match = /^(?:(\d{1,2}):)?(\d{1,3}):([0-5]\d)$/.exec(value);
        if (!match) return fail(ctx, `${spec.label} must be a time such as 6:05 or 1:02:09`);
        return Number(match[1] ?? 0) * 3600 + Number(match[2]) * 60 + Number(match[3]);
      });
    case 'select': {
      const values = spec.options.map((option) => option.value);
      return z.string().refine((value) => values.includes(value), `Choose one of the ${spec.label} options`);
    }
    case 'reference':
    case 'rowId':
      return optional(spec, (value, ctx) =>
        /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value)
          ? value.toLowerCase()
          : fail(ctx, `Choose one of the ${spec.label} options`),
      );
    case 'checkbox':
      return z.string().transform((value) => value !== '');
    case 'list':
    case 'pairs': {
      const { maxItems, maxLength } = spec;
      const entries = multiLine(spec.label)
        .max(maxItems * (maxLength + 2), `${spec.label} is too long`)
        .transform(lines)
        .refine((items) => items.length <= maxItems, `${spec.label} may have at most ${maxItems} lines`)
        .refine(
          (items) => items.every((item) => item.length <= maxLength),
          `Each line of ${spec.label} must be at most ${maxLength} characters`,
        )
        .refine((items) => !spec.required || items.length > 0, required(spec));
      if (spec.type === 'list') return entries;
      return entries.transform((items, ctx) => {
        const pairs: Record<string, string> = {};
        for (const item of items) {
          const colon = item.indexOf(':');
          const name = item.slice(0, colon).trim();
          const value = item.slice(colon + 1).trim();
          if (colon < 1 || !name || !value)
            return fail(ctx, `Write each line of ${spec.label} as “Name: value”`);
          pairs[name] = value;
        }
        return pairs;
      });
    }
  }
}
