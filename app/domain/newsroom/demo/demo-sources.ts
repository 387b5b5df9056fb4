import type { LexiconEntry } from '../classify/lexicon-matcher';

/**
 * The demo's outlets: invented, on reserved `.example` hosts that never resolve, each with one of the three
 * feed formats. Their files sit in `feeds/` beside this module and are read from disk, never fetched.
 */
export const demoSources = [
  { file: 'pulsewire.xml', name: 'Pulse Wire', url: 'https://pulsewire.example/feed.xml', category: 'news' },
  {
    file: 'deepcurrent.atom',
    name: 'Deep Current',
    url: 'https://deepcurrent.example/atom',
    category: 'news',
  },
  {
    file: 'nightshift.json',
    name: 'Night Shift Journal',
    url: 'https://nightshift.example/feed.json',
    category: 'festivals',
  },
  { file: 'synthbench.xml', name: 'Synth Bench', url: 'https://synthbench.example/rss', category: 'gear' },
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
  ...['Rook-8', 'DX-4', 'Tessel S2'].map((name) => ({ kind: 'product' as const, name, aliases: [] })),
];
