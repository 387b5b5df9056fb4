import type { LexiconEntry } from '../classify/lexicon-matcher';

/**
 * The demo's outlets: invented, on reserved `.example` hosts that never resolve, in the three feed formats
 * and of every kind a desk follows: news outlets (one in German), a video channel and two social accounts
 * (addresses shaped as a Mastodon account's RSS, `/@name.rss`, so Social Buzz names the platform). Their files sit in `feeds/`
 * beside this module and are read from disk, never fetched.
 */
export const demoSources = [
  {
    file: 'pulsewire.xml',
    name: 'Pulse Wire',
    url: 'https://pulsewire.example/feed.xml',
    category: 'news',
    kind: 'news',
  },
  {
    file: 'deepcurrent.atom',
    name: 'Deep Current',
    url: 'https://deepcurrent.example/atom',
    category: 'news',
    kind: 'news',
  },
  {
    file: 'nightshift.json',
    name: 'Night Shift Journal',
    url: 'https://nightshift.example/feed.json',
    category: 'festivals',
    kind: 'news',
  },
  {
    file: 'synthbench.xml',
    name: 'Synth Bench',
    url: 'https://synthbench.example/rss',
    category: 'gear',
    kind: 'news',
  },
  {
    file: 'taktwerk.xml',
    name: 'Taktwerk',
    url: 'https://taktwerk.example/rss',
    category: 'news',
    kind: 'news',
  },
  {
    file: 'boothcam.atom',
    name: 'Booth Cam',
    url: 'https://boothcam.example/feeds/videos.atom',
    category: 'news',
    kind: 'video',
  },
  {
    file: 'nightglass-social.xml',
    name: 'Nightglass Records',
    url: 'https://social.example/@nightglass.rss',
    category: 'news',
    kind: 'social',
  },
  {
    file: 'mira-solenne-social.xml',
    name: 'Mira Solenne',
    url: 'https://social.example/@mirasolenne.rss',
    category: 'news',
    kind: 'social',
  },
] as const;

/**
 * The names the demo's stories are about. They are invented (news made up about real artists would be
 * misinformation on a public demo), so the demo adds them to the lexicon as an editor would, and its
 * stories are tagged with them.
 */
export const demoNames: LexiconEntry[] = [
  ...['Mira Solenne', 'The Hollow Engines', 'Kaito Vance', 'Ottoline Frey', 'Rafi Okonkwo', 'Luma Reyes'].map(
    (name) => ({ kind: 'artist' as const, name, aliases: [] }),
  ),
  ...['Nightglass Records', 'Ferro Audio', 'Salt Flat Music'].map((name) => ({
    kind: 'label' as const,
    name,
    aliases: [],
  })),
  ...['Harbourlight Festival', 'Pinewave Open Air'].map((name) => ({
    kind: 'festival' as const,
    name,
    aliases: [],
  })),
  ...['Corvid Instruments', 'Halden Audio', 'Tessel'].map((name) => ({
    kind: 'brand' as const,
    name,
    aliases: [],
  })),
  ...['Rook-8', 'DX-4', 'Tessel S2', 'Tessel S3'].map((name) => ({
    kind: 'product' as const,
    name,
    aliases: [],
  })),
];
