import { describe, expect, it } from 'vitest';
import { checkChart, periodParts, type ChartInput } from '../charts/chart-form';
import { checkFestival, type FestivalInput } from '../festivals/festival-form';
import { checkGearDeal, type GearDealInput } from '../monetization/gear-deal-form';
import { publishedAtFor } from './publish-status';
import { checkRelease, type ReleaseInput } from '../releases/release-form';

const festival = (fields: Partial<FestivalInput>) =>
  ({
    dateStart: '2027-07-16',
    dateEnd: '2027-07-18',
    latitude: null,
    longitude: null,
    schedule: [],
    ...fields,
  }) as FestivalInput;

describe('the kinds’ checks across fields', () => {
  it('keeps a festival’s days in order, its schedule within them, and its position whole', () => {
    expect(checkFestival(festival({}))).toEqual({});
    expect(checkFestival(festival({ dateEnd: '2027-07-15' }))).toHaveProperty('dateEnd');
    expect(
      checkFestival(festival({ schedule: [{ day: 'Sunday', date: '2027-07-19', highlights: [] }] }))[
        'schedule.rows'
      ],
    ).toEqual(['Schedule days must fall between the first and the last day: Sunday (2027-07-19)']);
    expect(checkFestival(festival({ latitude: 51.1 }))).toHaveProperty('longitude');
    expect(checkFestival(festival({ latitude: 51.1, longitude: 4.3 }))).toEqual({});
  });

  it('reads a chart’s period as the chart pages do', () => {
    const chart = (period: string, embedId = '') =>
      ({
        period,
        entries: [{ artist: 'A', trackTitle: 'T', label: '', embedId, sourceUrl: null }],
      }) as ChartInput;
    expect(checkChart(chart('2026-W53'))).toEqual({});
    expect(checkChart(chart('2025-W53'))).toHaveProperty('period');
    expect(checkChart(chart('2026-13'))).toHaveProperty('period');
    expect(checkChart(chart('2026-11', 'short'))['entries.rows']?.[0]).toMatch(/rank 1/);
    expect(periodParts('2026-W07')).toEqual({ year: 2026, weekIso: 7 });
    expect(periodParts('2026-11')).toEqual({ year: 2026, weekIso: null });
  });

  it('wants a deal cheaper than before, and a YouTube id of eleven characters', () => {
    const deal = (original: number, price: number) =>
      ({ originalPriceCents: original, dealPriceCents: price }) as GearDealInput;
    expect(checkGearDeal(deal(100, 99))).toEqual({});
    expect(checkGearDeal(deal(100, 100))).toHaveProperty('dealPriceCents');
    expect(checkRelease({ embedId: 'dQw4w9WgXcQ' } as ReleaseInput)).toEqual({});
    expect(checkRelease({ embedId: 'dQw4w9WgXc<' } as ReleaseInput)).toHaveProperty('embedId');
  });

  it('dates a publication once, when it is first published', () => {
    const now = new Date('2026-11-24T10:00:00Z');
    const earlier = new Date('2026-01-01T00:00:00Z');
    expect(publishedAtFor('published', null, now)).toBe(now);
    expect(publishedAtFor('published', earlier, now)).toBe(earlier);
    expect(publishedAtFor('draft', earlier, now)).toBe(earlier);
    expect(publishedAtFor('draft', null, now)).toBeNull();
  });
});
