import { z } from 'zod';
import { PLACE_PARENTS } from './scene-places';

// The scene's well-known names as data: who or what each is, the other names it goes by, and what an outlet may
// call it instead ("the Welsh DJ", "the Hamburg house imprint", "the budget synth maker"). Written as tables, one
// entity a line, so that several hundred stay readable; every line is checked when the module loads.

/** What an entity is, in the lexicon's words (clubs are venues; platforms, media and promoters are brands). */
export const SCENE_KINDS = ['artist', 'label', 'venue', 'festival', 'brand', 'product'] as const;
export type SceneKind = (typeof SCENE_KINDS)[number];

export type SceneEntity = {
  kind: SceneKind;
  /** The name the entity is known by: what every other name of it resolves to. */
  name: string;
  /** Other names of the same entity: civil names, former aliases, short forms, other spellings. */
  aliases: string[];
  /** Where it is from or based (keys of scene-places.ts), the most specific first. */
  places: string[];
  /** Descriptor words an outlet may use for it: genres, forms (duo, brothers), trades (maker, store). */
  tags: string[];
  /**
   * Names tied to it: its label, club, parent company, founder or boss. A tie to another entity lets a
   * description name it ("the Diynamic boss", "Solomun's label"); a person or brand the list does not hold
   * is read as a mention of this entity too ("Simon Dunmore" speaks of Defected).
   */
  links: string[];
  /**
   * The tracks, albums, shows or series people name it by ("the '(It Goes Like) Nanana' star"): read like a
   * link, as a mention of this entity when no other entity claims the same work.
   */
  works: string[];
};

const nameText = z
  .string()
  .trim()
  .min(1, 'no name')
  .max(80, 'longer than 80 characters')
  .refine((name) => !/[|\n]/u.test(name), 'holds a field separator');
/** The shape every line of the knowledge base must have once read (docs/scene-knowledge.md). */
export const sceneEntitySchema = z.object({
  kind: z.enum(SCENE_KINDS),
  name: nameText,
  aliases: z.array(nameText),
  places: z.array(z.string().refine((place) => PLACE_PARENTS.has(place), 'is no place of scene-places.ts')),
  tags: z.array(z.string().refine((tag) => SCENE_TAGS.has(tag), 'is no tag of SCENE_TAGS')),
  links: z.array(nameText),
  works: z.array(nameText),
});

/**
 * The descriptor words an entity may carry, and so the words a description is read by. Broad words of the
 * whole scene ("electronic", "dance", "underground") describe nothing and are not here.
 */
export const SCENE_TAGS = new Set(
  `house deep tech techno melodic minimal hard acid industrial trance progressive psytrance dubstep bass drum
  jungle garage grime edm electro electronica ambient disco afro amapiano hardstyle hardcore gabber breakbeat
  breaks idm experimental trap pop funk soul jazz balearic downtempo footwork juke club
  duo trio brothers sisters band collective
  synth synths modular software hardware dj budget audio plugin headphone turntable vinyl
  streaming download livestream radio magazine ticketing
  maker store platform promoter
  superclub warehouse rooftop beach openair afterhours
  boutique arts digital parade street camping
  grounds`
    .split(/\s+/)
    .filter(Boolean),
);

/** What a role word says an entity is, and the descriptor it implies ("duo" is an artist tagged duo). */
export type Role = { kinds: readonly SceneKind[]; tag?: string };

const artist: Role = { kinds: ['artist'] };
const anyOrganisation: Role = { kinds: ['label', 'venue', 'festival', 'brand'] };
const ROLE_ROWS: [words: string, role: Role][] = [
  [
    'dj djs producer producers artist musician star superstar pioneer legend veteran icon mainstay stalwart selector headliner favourite hero heavyweight innovator titan maverick composer singer vocalist boss founder',
    artist,
  ],
  ['duo pair', { kinds: ['artist'], tag: 'duo' }],
  ['trio', { kinds: ['artist'], tag: 'trio' }],
  ['brothers', { kinds: ['artist'], tag: 'brothers' }],
  ['sisters', { kinds: ['artist'], tag: 'sisters' }],
  ['band', { kinds: ['artist'], tag: 'band' }],
  ['collective', { kinds: ['artist', 'brand'], tag: 'collective' }],
  ['label imprint', { kinds: ['label'] }],
  ['club nightclub venue', { kinds: ['venue'] }],
  ['superclub', { kinds: ['venue'], tag: 'superclub' }],
  ['festival fest weekender gathering', { kinds: ['festival'] }],
  ['parade', { kinds: ['festival'], tag: 'parade' }],
  ['brand firm company giant', { kinds: ['brand', 'label'] }],
  ['maker manufacturer', { kinds: ['brand'], tag: 'maker' }],
  ['store shop retailer', { kinds: ['brand'], tag: 'store' }],
  ['platform service app streamer broadcaster', { kinds: ['brand'], tag: 'platform' }],
  ['promoter promoters organiser', { kinds: ['brand', 'festival'], tag: 'promoter' }],
  ['magazine', { kinds: ['brand'], tag: 'magazine' }],
  ['institution', anyOrganisation],
];

/** Role words by the word: the noun a description ends with ("the Welsh DJ", "Miami's biggest festival"). */
export const ROLE_WORDS = new Map<string, Role>();
for (const [words, role] of ROLE_ROWS) for (const word of words.split(' ')) ROLE_WORDS.set(word, role);

const FIELDS = ['name', 'aliases', 'places', 'tags', 'links', 'works'] as const;

/**
 * Reads a table of entities of one kind: one a line, `name | aliases | places | tags | links | works`, lists
 * split by commas (names, works) or spaces (places, tags), trailing fields optional; a line starting with `#`
 * is a comment. A bad line (an unknown place or tag, a missing name, too many fields) fails with every bad line
 * listed: the table is data the build checks, fixed rather than skipped (docs/scene-knowledge.md).
 */
export function sceneTable(kind: SceneKind, table: string): SceneEntity[] {
  const entities: SceneEntity[] = [];
  const problems: string[] = [];
  for (const line of table.split('\n')) {
    if (line.trim() === '' || line.trimStart().startsWith('#')) continue;
    const fields = line.split('|').map((field) => field.trim());
    const [name = '', aliases = '', places = '', tags = '', links = '', works = ''] = fields;
    const entity: SceneEntity = {
      kind,
      name,
      aliases: names(aliases),
      places: words(places),
      tags: words(tags),
      links: names(links),
      works: names(works),
    };
    const checked = sceneEntitySchema.safeParse(entity);
    const bad = [
      fields.length > FIELDS.length && `more than ${FIELDS.length} fields`,
      ...(checked.success
        ? []
        : checked.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)),
    ].filter(Boolean);
    if (bad.length > 0) problems.push(`${kind} "${line.trim()}": ${bad.join(', ')}`);
    else entities.push(entity);
  }
  if (problems.length > 0) throw new Error(`Bad scene table lines:\n${problems.join('\n')}`);
  return entities;
}

const names = (field: string) =>
  field
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
const words = (field: string) => field.split(/\s+/).filter(Boolean);
