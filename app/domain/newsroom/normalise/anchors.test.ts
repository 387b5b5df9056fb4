import { describe, expect, it } from 'vitest';
import { type Anchor, AnchorKind, anchorsOf } from './anchors';

const keys = (anchors: Anchor[], kind: AnchorKind) =>
  anchors.filter((anchor) => anchor.kind === kind).map((anchor) => anchor.key);

describe('anchorsOf', () => {
  it('writes one date however a report writes it', () => {
    for (const lead of [
      'The festival runs on 12 and 13 June at LX Factory.',
      'LX Factory hosts the event on 12-13 June.',
      'The Lisbon venue opens on June 12 and 13.',
    ])
      expect(keys(anchorsOf('Boiler Room in Lisbon', lead), AnchorKind.date).sort()).toEqual([
        '6-12',
        '6-13',
      ]);
    expect(keys(anchorsOf('Awakenings moves', 'It runs on 10, 11 and 12 July.'), AnchorKind.date)).toEqual([
      '7-12',
      '7-11',
      '7-10',
    ]);
  });

  it('tells prices, counts and years apart, written with figures or words', () => {
    const anchors = anchorsOf(
      'Teenage Engineering unveils OP-3',
      'The synth costs 1,499 dollars, or €65 a month; 8,000 were made since 2010 in eight colours and 12 shapes.',
    );
    expect(keys(anchors, AnchorKind.amount)).toEqual(['1499', '65']);
    expect(keys(anchors, AnchorKind.large)).toEqual(['8000']);
    expect(keys(anchors, AnchorKind.year)).toEqual(['2010']);
    expect(keys(anchors, AnchorKind.small)).toEqual(['8']);
    expect(keys(anchors, AnchorKind.count)).toEqual(['12']);
    expect(keys(anchors, AnchorKind.code)).toEqual(['op-3']);
  });

  it('finds names, with their possessives, joiners and first words, but not opening words', () => {
    const anchors = anchorsOf(
      'Fuse gives Charlotte de Witte a monthly residency',
      "Boiler Room's crew films it. Every Tale Of Us set is streamed, and Charlotte de Witte is to play Fuse.",
    );
    expect(keys(anchors, AnchorKind.name).sort()).toEqual([
      'boiler room',
      'charlotte de witte',
      'fuse',
      'tale of us',
    ]);
  });

  it('names the country of a city, a country or its adjective', () => {
    for (const lead of ['It is in Lisbon.', 'It heads to Portugal.', 'The Portuguese capital hosts it.'])
      expect(keys(anchorsOf('News', lead), AnchorKind.place)).toEqual(['portugal']);
  });
});
