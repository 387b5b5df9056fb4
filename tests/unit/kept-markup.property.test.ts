// Every component whose markup the server keeps (`KeptMarkup`, or an island with `propsRecur`), rendered for
// random props with the markup keeper and without: the two must be the same markup, so a kept render can never
// show another render's data, and a prop changed must change what is sent. Keys are the props themselves, so
// a field a component shows cannot be left out of its key (issue 40, point 2).
import fc from 'fast-check';
import { createElement, type ComponentType, type ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ArticleCard } from '~/components/articles/article-card';
import { ArticleHeader } from '~/components/articles/article-header';
import { NetworkAdView } from '~/components/monetization/ad-slot';
import { Breadcrumb } from '~/components/breadcrumb';
import { ChartCard } from '~/components/charts/chart-card';
import { FestivalCard } from '~/components/festivals/festival-card';
import { GroupingReportFormView } from '~/components/participation/grouping-report-form';
import { FestivalTracker } from '~/components/home/festival-tracker';
import { GearDeals } from '~/components/home/gear-deals';
import { HomeHero } from '~/components/home/home-hero';
import { TrendingArtists } from '~/components/home/trending-artists';
import { TrendingTags } from '~/components/home/trending-tags';
import { InterviewCard } from '~/components/interviews/interview-card';
import { ReleaseCard } from '~/components/releases/release-card';
import { ReviewCard } from '~/components/reviews/review-card';
import { SiteFooter } from '~/components/site-footer';
import { SiteHeaderView } from '~/components/site-header';
import { island } from '~/islands/island';
import { KeptMarkup, MarkupKeeperProvider } from '~/rendering/kept-markup';
import { createMarkupKeeper } from '~/rendering/markup-keeper.server';
import { keptSamples } from './kept-markup-samples';

/** A kept component with a sample of its props and the values its closed-set fields may take. */
type Case = { component: ComponentType<never>; sample: object; choices?: Record<string, readonly unknown[]> };

// The islands kept under their props, each wrapped as the pages wrap them.
const SiteHeaderIsland = island('site-header', SiteHeaderView, { propsRecur: true });
const GroupingIsland = island('grouping-report-form', GroupingReportFormView, { propsRecur: true });
const NetworkAdIsland = island('network-ad', NetworkAdView, { propsRecur: true });

const cases: Record<string, Case> = {
  'an article card': { component: ArticleCard as never, ...keptSamples.articleCard },
  "an article's header": { component: ArticleHeader as never, ...keptSamples.articleHeader },
  'a release card': { component: ReleaseCard as never, ...keptSamples.releaseCard },
  'a festival card': { component: FestivalCard as never, ...keptSamples.festivalCard },
  'a review card': { component: ReviewCard as never, ...keptSamples.reviewCard },
  'an interview card': { component: InterviewCard as never, ...keptSamples.interviewCard },
  'a chart card': { component: ChartCard as never, ...keptSamples.chartCard },
  'the breadcrumb': { component: Breadcrumb as never, ...keptSamples.breadcrumb },
  'the footer': { component: SiteFooter as never, ...keptSamples.footer },
  'the hero': { component: HomeHero as never, ...keptSamples.hero },
  'trending tags': { component: TrendingTags as never, ...keptSamples.trendingTags },
  'trending artists': { component: TrendingArtists as never, ...keptSamples.trendingArtists },
  'the festival tracker': { component: FestivalTracker as never, ...keptSamples.festivalTracker },
  'gear deals': { component: GearDeals as never, ...keptSamples.gearDeals },
  'the site header island': { component: SiteHeaderIsland as never, ...keptSamples.siteHeader },
  'the grouping report island': { component: GroupingIsland as never, ...keptSamples.groupingReport },
  'a network ad island': { component: NetworkAdIsland as never, ...keptSamples.networkAd },
};

const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{3})?Z$/;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
/** Text with the characters markup escapes, letters outside Latin-1 and spaces. */
const text = fc.string({
  unit: fc.constantFrom(...[...'aZ 9<>&"\'é€🎧-abcdefgh']),
  maxLength: 12,
});
const day = fc.date({ min: new Date('2000-01-01'), max: new Date('2040-12-31'), noInvalidDate: true });

/**
 * Props of the sample's shape with every value drawn at random: texts, numbers, flags, dates (as the sample
 * writes them), lists of zero to three entries of the sample's first, and a field named in `choices` one of
 * its values (a category, a phase: what a component looks up in a table).
 */
function like(
  sample: unknown,
  choices: Record<string, readonly unknown[]>,
  name = '',
): fc.Arbitrary<unknown> {
  if (choices[name]) return fc.constantFrom(...choices[name]);
  if (sample instanceof Date) return day;
  if (typeof sample === 'string') {
    if (ISO_TIME.test(sample)) return day.map((date) => date.toISOString());
    if (ISO_DAY.test(sample)) return day.map((date) => date.toISOString().slice(0, 10));
    return text;
  }
  if (typeof sample === 'number')
    return Number.isInteger(sample)
      ? fc.integer({ min: 0, max: 2_000_000 })
      : fc.integer({ min: 0, max: 50 }).map((tenths) => tenths / 10);
  if (typeof sample === 'boolean') return fc.boolean();
  if (sample === null) return fc.constant(null);
  if (Array.isArray(sample))
    return sample.length === 0 ? fc.constant([]) : fc.array(like(sample[0], choices, name), { maxLength: 3 });
  return fc.record(
    Object.fromEntries(
      Object.entries(sample as object).map(([field, value]) => [field, like(value, choices, field)]),
    ),
  );
}

/** Every leaf of the props, by path, with a different value of the same kind. */
function changedLeaves(
  sample: unknown,
  choices: Record<string, readonly unknown[]>,
  path: (string | number)[] = [],
): { path: string; props: unknown }[] {
  const at = (value: unknown) => [{ path: path.join('.'), props: replaced(sample, path, value) }];
  const leaf = path.reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], sample);
  const choice = choices[String(path.at(-1))];
  if (choice) return choice.filter((value) => value !== leaf).flatMap(at);
  if (leaf instanceof Date) return at(new Date(leaf.getTime() + 86_400_000));
  if (typeof leaf === 'string') return ISO_TIME.test(leaf) || ISO_DAY.test(leaf) ? [] : at(`${leaf}x`);
  if (typeof leaf === 'number') return at(leaf + 1);
  if (typeof leaf === 'boolean') return at(!leaf);
  if (leaf === null || typeof leaf !== 'object') return [];
  return Object.keys(leaf).flatMap((key) =>
    changedLeaves(sample, choices, [...path, Array.isArray(leaf) ? Number(key) : key]),
  );
}

function replaced(node: unknown, path: (string | number)[], value: unknown): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path;
  const copy = (Array.isArray(node) ? [...node] : { ...(node as object) }) as Record<
    string | number,
    unknown
  >;
  copy[head!] = replaced(copy[head!], rest, value);
  return copy;
}

/** A `KeptMarkup` element of a component written for one test. */
const keptElement = (props: { as: string; component: ComponentType<never>; props: object }) =>
  createElement(KeptMarkup as ComponentType<typeof props>, props);

function renderers(component: ComponentType<never>) {
  const keeper = createMarkupKeeper({ limit: 1_000 });
  const element = (props: unknown) => createElement(component, props as never);
  return {
    plain: (props: unknown) => renderToString(element(props)),
    kept: (props: unknown) =>
      renderToString(createElement(MarkupKeeperProvider, { value: keeper }, element(props))),
  };
}

describe('kept markup', () => {
  it.each(Object.entries(cases))(
    '%s: kept or not, the same markup for random props, and other markup for other props',
    (_name, { component, sample, choices = {} }) => {
      fc.assert(
        fc.property(like(sample, choices), like(sample, choices), (first, second) => {
          const { plain, kept } = renderers(component);
          // The second props are kept first: a key that missed a difference would hand their markup on.
          const secondMarkup = kept(second);
          expect(kept(first)).toBe(plain(first));
          expect(secondMarkup).toBe(plain(second));
          if (plain(first) !== plain(second)) expect(kept(first)).not.toBe(secondMarkup);
        }),
        { numRuns: 40 },
      );
    },
  );

  it.each(Object.entries(cases))(
    '%s: each field changed alone changes the kept markup as it changes the page',
    (_name, { component, sample, choices = {} }) => {
      const { plain, kept } = renderers(component);
      const before = kept(sample);
      let changes = 0;
      for (const { path, props } of changedLeaves(sample, choices)) {
        const after = kept(props);
        expect(after, path).toBe(plain(props));
        if (plain(props) !== plain(sample)) {
          expect(after, path).not.toBe(before);
          changes += 1;
        }
      }
      // The sample's fields are shown: most of them change the markup.
      expect(changes).toBeGreaterThan(0);
    },
  );

  it('is all dropped when published content changes', () => {
    let version = 0;
    let renders = 0;
    const Counted = ({ label }: { label: string }) => {
      renders += 1;
      return createElement('p', null, label);
    };
    const keeper = createMarkupKeeper({ version: () => version });
    const page = () =>
      renderToString(
        createElement(
          MarkupKeeperProvider,
          { value: keeper },
          keptElement({ as: 'div', component: Counted as ComponentType<never>, props: { label: 'News' } }),
        ),
      );
    expect(page()).toBe('<div><p>News</p></div>');
    page();
    expect(renders).toBe(1);
    version += 1;
    page();
    expect(renders).toBe(2);
  });

  it('refuses props JSON would not name in full', () => {
    const Shown = ({ at }: { at: unknown }) => createElement('p', null, String(at));
    const keeper = createMarkupKeeper();
    const render = (at: unknown) =>
      renderToString(
        createElement(
          MarkupKeeperProvider,
          { value: keeper },
          keptElement({ as: 'div', component: Shown as ComponentType<never>, props: { at } }),
        ),
      );
    expect(() => render(new Date(Number.NaN))).toThrow('props.at is an invalid date');
    expect(() => render(new Map())).toThrow('props.at is not a plain object');
    expect(() => render(() => 1)).toThrow('props.at is a function');
    expect(() => render(Number.NaN)).toThrow('props.at is NaN');
    expect(() => render([1, undefined])).toThrow('props.at[1] is undefined');
    expect(() => render(createElement('b') as ReactElement)).toThrow('props.at');
    expect(render({ text: 'plain', missing: undefined })).toBe('<div><p>[object Object]</p></div>');
  });

  it('keeps two components with the same props apart', () => {
    const First = () => createElement('p', null, 'first');
    const Second = () => createElement('p', null, 'second');
    const keeper = createMarkupKeeper();
    const page = (component: ComponentType<never>) =>
      renderToString(
        createElement(
          MarkupKeeperProvider,
          { value: keeper },
          keptElement({ as: 'div', component, props: {} }),
        ),
      );
    expect(page(First)).toBe('<div><p>first</p></div>');
    expect(page(Second)).toBe('<div><p>second</p></div>');
  });

  it('renders once per key, and past its limit drops the markup used longest ago', () => {
    let renders = 0;
    const Counted = ({ label }: { label: string }) => {
      renders += 1;
      return createElement('p', null, label);
    };
    const keeper = createMarkupKeeper({ limit: 2 });
    const page = (label: string) =>
      renderToString(
        createElement(
          MarkupKeeperProvider,
          { value: keeper },
          keptElement({ as: 'nav', component: Counted as ComponentType<never>, props: { label } }),
        ),
      );
    page('News');
    page('Releases');
    page('News');
    expect(renders).toBe(2);
    page('Charts');
    page('News');
    expect(renders).toBe(3);
    page('Releases');
    expect(renders).toBe(4);
  });
});
