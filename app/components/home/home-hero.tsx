import type { SiteStats } from '~/domain/articles/site-stats.server';
import { heroFigures } from '~/domain/articles/site-figures';
import { formatNumber } from '~/lib/format';
import { ButtonLink } from '../ui/button-link';
import { Icon } from '../ui/icon';
import { KeptMarkup } from '~/rendering/kept-markup';

/** The home page's opening: what the site is, where to go, and its figures counted from the database. */
export function HomeHero({ stats }: { stats: SiteStats }) {
  const tiles = heroFigures(stats);
  return (
    <KeptMarkup
      as="section"
      aria-labelledby="hero-title"
      className="border-b border-border bg-[radial-gradient(ellipse_at_top,var(--surface-2),var(--bg)_70%)]"
      component={HomeHeroContent}
      props={{ tiles }}
    />
  );
}

function HomeHeroContent({ tiles }: { tiles: ReturnType<typeof heroFigures> }) {
  return (
    <div className="mx-auto max-w-7xl px-4 py-16 sm:py-24">
      <p className="text-sm font-semibold tracking-widest text-accent uppercase">
        Electronic music, every source, one place
      </p>
      <h1 id="hero-title" className="mt-3 max-w-3xl text-4xl font-extrabold tracking-tight sm:text-6xl">
        EDM News, AI-Powered
      </h1>
      <p className="mt-5 max-w-2xl text-lg text-muted">
        We watch the scene's sources around the clock, group what they report into stories, and credit
        everyone who reported them. Editors check what gets published.
      </p>
      <div className="mt-8 flex flex-wrap gap-3">
        <ButtonLink to="/news">
          Explore Stories <Icon name="arrowRight" className="h-4 w-4" />
        </ButtonLink>
        <ButtonLink to="/submit" variant="secondary">
          Submit Tip
        </ButtonLink>
        <ButtonLink to="/newsletter" variant="secondary">
          Newsletter
        </ButtonLink>
      </div>
      {tiles.length > 0 ? (
        <dl className="mt-12 grid grid-cols-2 gap-4 sm:grid-cols-4">
          {tiles.map((tile) => (
            <div key={tile.label} className="rounded-2xl border border-border bg-surface/80 p-4">
              <dt className="text-xs text-muted uppercase">{tile.label}</dt>
              <dd className="mt-1 text-2xl font-extrabold">{formatNumber(tile.value)}</dd>
            </div>
          ))}
        </dl>
      ) : null}
    </div>
  );
}
