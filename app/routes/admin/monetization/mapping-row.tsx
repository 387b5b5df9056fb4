import { useEffect, useRef } from 'react';
import { Form, Link, useFetcher } from 'react-router';
import { Badge } from '~/components/ui/badge';
import { buttonClass } from '~/components/ui/button-link';
import { Icon } from '~/components/ui/icon';
import type { AffiliateMapping } from '~/domain/monetization/affiliate-mappings.server';
import { formatShortDate } from '~/lib/format';
import { AFFILIATES_PATH } from './mapping-form';

/** One fetcher for every row's switch: the page shows its answer as a toast. */
export const TOGGLE_FETCHER = 'affiliate-toggle';

const iconButton =
  'inline-flex h-11 w-11 items-center justify-center rounded-full border border-border hover:bg-surface-2';

/** An address short enough for a row, whole in its tooltip: host and path, cut with an ellipsis. */
function shortUrl(url: string, max = 48): string {
  const bare = url.replace(/^https?:\/\//, '').replace(/\/$/, '');
  return bare.length > max ? `${bare.slice(0, max - 1)}…` : bare;
}

/**
 * The active switch: with JavaScript it saves at once through the shared fetcher and shows the new state
 * before the answer; without, it is a plain post that renders the page again.
 */
function ActiveSwitch({ mapping }: { mapping: AffiliateMapping }) {
  const fetcher = useFetcher({ key: TOGGLE_FETCHER });
  const pending = fetcher.formData?.get('id') === mapping.id;
  const active = pending ? fetcher.formData?.get('active') === 'true' : mapping.isActive;
  return (
    <fetcher.Form method="post" action={AFFILIATES_PATH} preventScrollReset>
      <input type="hidden" name="intent" value="toggle" />
      <input type="hidden" name="id" value={mapping.id} />
      <input type="hidden" name="active" value={String(!active)} />
      <button
        type="submit"
        role="switch"
        aria-checked={active}
        aria-label={`Active: ${mapping.keyword}`}
        className={`relative inline-flex h-7 w-12 items-center rounded-full border border-border transition-colors ${active ? 'bg-accent' : 'bg-surface-2'}`}
      >
        <span
          aria-hidden="true"
          className={`inline-block h-5 w-5 rounded-full bg-text transition-transform motion-reduce:transition-none ${active ? 'translate-x-6' : 'translate-x-1'}`}
        />
      </button>
    </fetcher.Form>
  );
}

/** What the link checker last found, for a mapping whose target failed. */
function BrokenNote({ mapping }: { mapping: AffiliateMapping }) {
  return (
    <p className="mt-2 flex items-center gap-1.5 text-sm text-danger">
      <Icon name="alert" className="h-4 w-4" />
      <span>
        Broken link: {mapping.checkError ?? `the shop answered ${mapping.checkStatus ?? 'nothing'}`}
        {mapping.checkedAt ? (
          <>
            {' '}
            (checked{' '}
            <time dateTime={new Date(mapping.checkedAt).toISOString()}>
              {formatShortDate(mapping.checkedAt)}
            </time>
            )
          </>
        ) : null}
      </span>
    </p>
  );
}

/** Asks before deleting; focus moves here so a keyboard or screen-reader user hears the question. */
function DeleteConfirmation({ mapping }: { mapping: AffiliateMapping }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => box.current?.focus(), []);
  return (
    <div ref={box} tabIndex={-1} className="mt-3 rounded-xl border border-danger p-4 outline-none">
      <p className="font-semibold">Delete the mapping “{mapping.keyword}”?</p>
      <p className="mt-1 text-sm text-muted">
        Pages stop linking it at once and its /go link stops working; its click history stays in the figures.
      </p>
      <Form method="post" action={AFFILIATES_PATH} preventScrollReset className="mt-3 flex gap-3">
        <input type="hidden" name="intent" value="delete" />
        <input type="hidden" name="id" value={mapping.id} />
        <button
          type="submit"
          className="inline-flex min-h-11 items-center justify-center rounded-full border border-danger px-5 py-2 text-sm font-semibold text-danger hover:bg-surface-2"
        >
          Delete mapping
        </button>
        <Link to={AFFILIATES_PATH} preventScrollReset className={buttonClass('secondary')}>
          Cancel
        </Link>
      </Form>
    </div>
  );
}

/** A mapping in the list: keyword, shop, short address, state, the checker's verdict, and its controls. */
export function MappingRow({
  mapping,
  confirmingDelete,
}: {
  mapping: AffiliateMapping;
  confirmingDelete: boolean;
}) {
  return (
    <li className="rounded-2xl border border-border bg-surface p-4">
      <div className="flex flex-wrap items-center gap-3">
        <Badge tone="neutral">{mapping.keyword}</Badge>
        <span className="font-semibold">{mapping.shopName}</span>
        <span className="min-w-0 truncate text-sm text-muted" title={mapping.affiliateUrl}>
          {shortUrl(mapping.affiliateUrl)}
        </span>
        <Badge tone={mapping.isActive ? 'accent' : 'neutral'}>
          {mapping.isActive ? 'Active' : 'Inactive'}
        </Badge>
        {mapping.isBroken ? <Badge tone="neutral">Broken</Badge> : null}
        <div className="ml-auto flex items-center gap-2">
          <ActiveSwitch mapping={mapping} />
          <Link
            to={`${AFFILIATES_PATH}?edit=${mapping.id}`}
            preventScrollReset
            className={iconButton}
            aria-label={`Edit mapping ${mapping.keyword}`}
          >
            <Icon name="edit" className="h-4 w-4" />
          </Link>
          <Link
            to={`${AFFILIATES_PATH}?delete=${mapping.id}`}
            preventScrollReset
            className={iconButton}
            aria-label={`Delete mapping ${mapping.keyword}`}
          >
            <Icon name="trash" className="h-4 w-4" />
          </Link>
        </div>
      </div>
      {mapping.isBroken ? <BrokenNote mapping={mapping} /> : null}
      {confirmingDelete ? <DeleteConfirmation mapping={mapping} /> : null}
    </li>
  );
}
