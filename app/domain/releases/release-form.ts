import { youtubeVideoId } from './release-media';
import type { FormInput, FormLayout } from '../content-desk/form-fields';
import { publishStatusField } from '../content-desk/publish-status';

/** A release and its tracks, as the desk edits them (app/db/schema/releases.ts). */
export const releaseLayout = {
  sections: [
    {
      title: 'Release',
      fields: [
        { name: 'title', label: 'Title', type: 'text', max: 200, required: true },
        {
          name: 'slug',
          label: 'Address (slug)',
          type: 'slug',
          from: 'title',
          hint: 'Made from the title when left blank.',
        },
        { name: 'artist', label: 'Artist', type: 'text', max: 200, required: true },
        { name: 'label', label: 'Label', type: 'text', max: 200, required: true },
        { name: 'releaseDate', label: 'Release date', type: 'date', required: true },
        { name: 'genre', label: 'Genre', type: 'text', max: 80, required: true },
        {
          name: 'version',
          label: 'Version',
          type: 'text',
          max: 120,
          hint: 'Such as “Extended Mix” or “Remixes”.',
        },
        publishStatusField,
      ],
    },
    {
      title: 'Words',
      fields: [
        { name: 'description', label: 'Description', type: 'textarea', max: 5000, rows: 5 },
        { name: 'aboutArtist', label: 'About the artist', type: 'textarea', max: 2000, rows: 3 },
      ],
    },
    {
      title: 'Media',
      fields: [
        { name: 'coverImageUrl', label: 'Cover image', type: 'image' },
        { name: 'previewUrl', label: 'Audio preview (MP3 or AAC address)', type: 'url' },
        {
          name: 'embedId',
          label: 'YouTube video id',
          type: 'text',
          max: 11,
          hint: '11 characters, from the video’s address.',
        },
        {
          name: 'durationSeconds',
          label: 'Running time',
          type: 'duration',
          hint: 'Left blank: the tracks’ sum.',
        },
      ],
    },
    {
      title: 'Where to listen',
      fields: [
        { name: 'spotify', label: 'Spotify', type: 'url' },
        { name: 'beatport', label: 'Beatport', type: 'url' },
        { name: 'apple', label: 'Apple Music', type: 'url' },
        { name: 'soundcloud', label: 'SoundCloud', type: 'url' },
        { name: 'youtube', label: 'YouTube', type: 'url' },
      ],
    },
  ],
  groups: [
    {
      name: 'tracks',
      label: 'Tracks',
      rowLabel: 'Track',
      hint: 'In play order. Blank rows are left out; tick “Remove” to drop a track.',
      maxRows: 100,
      fields: [
        { name: 'title', label: 'Title', type: 'text', max: 200, required: true },
        { name: 'durationSeconds', label: 'Length', type: 'duration' },
        { name: 'featured', label: 'Featured', type: 'checkbox' },
      ],
    },
  ],
} as const satisfies FormLayout;

export type ReleaseInput = FormInput<typeof releaseLayout>;

/** The platforms a release links to, in the schema's `platforms` object. */
export const releasePlatformFields = ['spotify', 'beatport', 'apple', 'soundcloud', 'youtube'] as const;

/** What the release page would refuse to use: a video id that is not YouTube's. */
export function checkRelease(input: ReleaseInput): Record<string, string[]> {
  return input.embedId && !youtubeVideoId(input.embedId)
    ? { embedId: ['A YouTube video id has 11 letters, digits, - or _'] }
    : {};
}
