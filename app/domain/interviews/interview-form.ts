import type { FieldErrors } from '~/lib/form-data';
import { youtubeVideoId } from '../releases/release-media';
import type { FormInput, FormLayout } from '../content-desk/form-fields';
import { publishStatusField } from '../content-desk/publish-status';

/** An interview, as the desk edits it (app/db/schema/interviews.ts). */
export const interviewLayout = {
  sections: [
    {
      title: 'Interview',
      fields: [
        { name: 'title', label: 'Title', type: 'text', max: 200, required: true },
        {
          name: 'slug',
          label: 'Address (slug)',
          type: 'slug',
          from: 'title',
          hint: 'Made from the title when left blank.',
        },
        { name: 'authorId', label: 'Interviewer', type: 'reference', to: 'author' },
        publishStatusField,
        { name: 'guests', label: 'Guests', type: 'list', maxItems: 10, maxLength: 120, required: true },
      ],
    },
    {
      title: 'Words',
      fields: [
        {
          name: 'keyQuotes',
          label: 'Key quotes',
          type: 'list',
          maxItems: 10,
          maxLength: 500,
          hint: 'Shown as the highlights.',
        },
        { name: 'body', label: 'Body', type: 'html', max: 100_000 },
        { name: 'transcript', label: 'Transcript', type: 'htmlOrText', max: 300_000 },
      ],
    },
    {
      title: 'Media',
      fields: [
        { name: 'coverImageUrl', label: 'Cover image', type: 'image' },
        {
          name: 'videoId',
          label: 'YouTube video id',
          type: 'text',
          max: 11,
          hint: '11 characters, from the video’s address.',
        },
        { name: 'audioUrl', label: 'Audio (MP3 or AAC address)', type: 'url' },
      ],
    },
  ],
  groups: [],
} as const satisfies FormLayout;

export type InterviewInput = FormInput<typeof interviewLayout>;

/** What the interview page would refuse to play: a video id that is not YouTube's. */
export function checkInterview(input: InterviewInput): FieldErrors {
  return input.videoId && !youtubeVideoId(input.videoId)
    ? { videoId: ['A YouTube video id has 11 letters, digits, - or _'] }
    : {};
}
