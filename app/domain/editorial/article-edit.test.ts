import { describe, expect, it } from 'vitest';
import { unsafeMarkupIn } from '../../../tests/fixtures/hostile-markup';
import { type ArticleEdit, parseTagNames, planArticleEdit } from './article-edit';
import type { ArticleState } from './article-state';

const draft: ArticleState = {
  title: 'Label announces compilation',
  summary: 'A lead.',
  content: '<p>Body.</p>',
  category: 'news',
  status: 'draft',
  publishedAt: null,
  scheduledAt: null,
  coverImageUrl: null,
  coverImageAlt: null,
  tags: ['Techno'],
  correctionNote: null,
};
const published: ArticleState = { ...draft, status: 'published', publishedAt: '2026-11-20T10:00:00.000Z' };

const editOf = (state: ArticleState, changes: Partial<ArticleEdit> = {}): ArticleEdit => ({
  title: state.title,
  summary: state.summary,
  content: state.content,
  category: state.category,
  tags: state.tags,
  coverImageUrl: state.coverImageUrl,
  coverImageAlt: state.coverImageAlt,
  correctionNote: null,
  ...changes,
});

describe('parseTagNames', () => {
  it('splits on commas and lines, trims, and keeps one spelling per slug', () => {
    expect(parseTagNames(' Techno ,melodic   techno\nTECHNO,, Amelie Lens', 'Melodic Techno')).toEqual([
      'Techno',
      'melodic techno',
      'Amelie Lens',
    ]);
  });

  it('drops names without letters or digits and caps length and count', () => {
    expect(parseTagNames('!!!, ---, <>')).toEqual([]);
    expect(parseTagNames('x'.repeat(80))[0]).toHaveLength(60);
    expect(parseTagNames(Array.from({ length: 40 }, (_, i) => `tag ${i}`).join(','))).toHaveLength(25);
  });
});

describe('planArticleEdit', () => {
  it('keeps only what changed, and nothing when nothing did', () => {
    const plan = planArticleEdit(
      draft,
      editOf(draft, { title: 'A new headline', tags: ['Trance', 'Techno'] }),
    );
    expect(plan).toMatchObject({
      ok: true,
      unchanged: false,
      categoryChanged: false,
      correction: null,
      changed: {
        before: { title: draft.title, tags: ['Techno'] },
        after: { title: 'A new headline', tags: ['Techno', 'Trance'] },
      },
    });
    expect(planArticleEdit(draft, editOf(draft))).toMatchObject({ ok: true, unchanged: true });
  });

  it('sanitises the body: no script, handler or script URL survives', () => {
    const plan = planArticleEdit(
      draft,
      editOf(draft, {
        content:
          '<p onclick="alert(1)">Hi<script>alert(1)</script></p><a href="javascript:alert(1)">x</a><img src=x onerror=alert(1)><h2>Kept</h2>',
      }),
    );
    if (!plan.ok) throw new Error('refused');
    expect(unsafeMarkupIn(plan.after.content)).toEqual([]);
    expect(plan.after.content).toContain('<h2>Kept</h2>');
    expect(plan.after.content).not.toContain('script');
  });

  it('notes a category change, for the classifier', () => {
    expect(planArticleEdit(draft, editOf(draft, { category: 'releases' }))).toMatchObject({
      ok: true,
      categoryChanged: true,
    });
  });

  it('asks for a correction note when the words of a published article change, and keeps it', () => {
    expect(planArticleEdit(published, editOf(published, { summary: 'Another lead.' }))).toEqual({
      ok: false,
      reason: 'correction_needed',
    });
    const plan = planArticleEdit(
      published,
      editOf(published, { summary: 'Another lead.', correctionNote: ' The date was wrong. ' }),
    );
    expect(plan).toMatchObject({
      ok: true,
      correction: 'The date was wrong.',
      changed: { after: { summary: 'Another lead.', correctionNote: 'The date was wrong.' } },
    });
    // Tags alone need no note; a draft never carries one.
    expect(planArticleEdit(published, editOf(published, { tags: ['House'] }))).toMatchObject({
      ok: true,
      correction: null,
    });
    expect(
      planArticleEdit(draft, editOf(draft, { summary: 'Changed.', correctionNote: 'Not for drafts' })),
    ).toMatchObject({ ok: true, correction: null, changed: { after: { summary: 'Changed.' } } });
  });

  it('drops the alt text of a removed cover', () => {
    const withCover = { ...draft, coverImageUrl: 'https://img.example/a.jpg', coverImageAlt: 'A crowd' };
    const plan = planArticleEdit(
      withCover,
      editOf(withCover, { coverImageUrl: null, coverImageAlt: 'A crowd' }),
    );
    expect(plan).toMatchObject({ ok: true, after: { coverImageUrl: null, coverImageAlt: null } });
  });
});
