import type { ReactNode } from 'react';
import type { AffiliateStats } from '~/domain/monetization/affiliate-stats.server';
import { formatNumber, formatPrice } from '~/lib/format';

const kindLabels = { mapping: 'Keyword', deal: 'Gear deal', retailer: 'Review retailer' } as const;

function Tile({ label, value, note }: { label: string; value: ReactNode; note?: ReactNode }) {
  return (
    <div className="rounded-xl border border-border bg-bg p-4">
      <dt className="text-sm text-muted">{label}</dt>
      <dd className="mt-1 text-2xl font-bold">{value}</dd>
      {note ? <dd className="mt-1 text-xs text-muted">{note}</dd> : null}
    </div>
  );
}

/**
 * The Monetization Stats card: every figure counted from the database. A conversion rate appears only once a
 * shop has reported a sale through the postback; before, the card says none was reported, never "0%", and
 * whether the postback endpoint is on at all (`postbackOn`: AFFILIATE_POSTBACK_SECRET is set).
 */
export function MonetizationStats({ stats, postbackOn }: { stats: AffiliateStats; postbackOn: boolean }) {
  const { conversions } = stats;
  return (
    <section aria-labelledby="stats-title" className="mt-8 rounded-2xl border border-border bg-surface p-6">
      <h2 id="stats-title" className="text-lg font-bold">
        Monetization Stats
      </h2>
      <p className="mt-1 text-sm text-muted">
        Clicks on every affiliate link (keywords, gear deals, review retailers); days and months in Berlin
        time.
      </p>
      <dl className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <Tile
          label="Active Mappings"
          value={formatNumber(stats.activeMappings)}
          note={
            stats.brokenMappings > 0 ? `${formatNumber(stats.brokenMappings)} with a broken link` : undefined
          }
        />
        <Tile label="Clicks Today" value={formatNumber(stats.clicksToday)} />
        <Tile label="Clicks This Month" value={formatNumber(stats.clicksThisMonth)} />
        {conversions ? (
          <Tile
            label="Conversion Rate"
            value={conversions.rate === null ? '—' : `${(conversions.rate * 100).toFixed(1)}%`}
            note={
              <>
                {`${formatNumber(conversions.thisMonth)} sales this month`}
                {Object.entries(conversions.amountCents).map(([currency, cents]) => (
                  <span key={currency}>{` · ${formatPrice(cents, currency)}`}</span>
                ))}
                {conversions.rate === null ? ' · no clicks this month' : null}
              </>
            }
          />
        ) : (
          <Tile
            label="Conversions"
            value="None reported"
            note={
              postbackOn
                ? 'Shops report sales to the postback endpoint (POST /affiliate/postback); the rate appears with the first one.'
                : 'The postback endpoint is off, so shops cannot report sales: set AFFILIATE_POSTBACK_SECRET (32 characters or more) on the server and give shops POST /affiliate/postback.'
            }
          />
        )}
      </dl>
      <div className="mt-6 grid gap-6 md:grid-cols-2">
        <TopList title="Top links this month" empty="No clicks this month yet.">
          {stats.topLinks.map((link) => (
            <li key={`${link.kind}:${link.id}`} className="flex justify-between gap-4">
              <span>
                <span className="text-muted">{kindLabels[link.kind]}:</span> {link.name}
              </span>
              <span className="font-semibold whitespace-nowrap">{formatNumber(link.clicks)}</span>
            </li>
          ))}
        </TopList>
        <TopList title="Top pages this month" empty="No clicks from our pages this month yet.">
          {stats.topPages.map((page) => (
            <li key={page.page} className="flex justify-between gap-4">
              <span className="break-all">{page.page}</span>
              <span className="font-semibold whitespace-nowrap">{formatNumber(page.clicks)}</span>
            </li>
          ))}
        </TopList>
      </div>
    </section>
  );
}

function TopList({ title, empty, children }: { title: string; empty: string; children: ReactNode[] }) {
  return (
    <div>
      <h3 className="text-sm font-bold tracking-wide uppercase">{title}</h3>
      {children.length > 0 ? (
        <ol className="mt-3 space-y-2 text-sm">{children}</ol>
      ) : (
        <p className="mt-3 text-sm text-muted">{empty}</p>
      )}
    </div>
  );
}
