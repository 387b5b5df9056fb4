import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '~/db/client.server';
import { articles } from '~/db/schema/content';
import { articleEntitySuggestions, entitySuggestions, lexiconEntries } from '~/db/schema/newsroom';
import type { AuditActor } from '~/domain/auth/audit.server';
import { changeForReaders, unchanged } from '~/domain/reader-writes/write-gateway.server';
import { comparableText } from '~/domain/newsroom/normalise/comparable-text';
import { tagArticles } from '~/domain/newsroom/store/tags.server';
import { untagArticles } from '~/domain/newsroom/new-names/untag-new-name.server';
import { refused, type DeskResult } from './desk-change.server';
import type { SuggestionKind } from './name-suggestions.server';

export type NameDecision =
  | { decision: 'accept'; name: string; kind: SuggestionKind }
  | { decision: 'rename'; name: string; kind: SuggestionKind | null }
  | { decision: 'reject' };

/**
 * An editor's decision on a suggested name, in one transaction with its audit record:
 * - **accept**: the name joins the lexicon with the chosen kind (the spelling the newsroom saw stays an
 *   alias when the editor changed it), the articles it was suggested for are tagged with it, and the worker
 *   matches it like any lexicon name from its next crawl;
 * - **rename**: the name (and kind) shown are changed; it keeps waiting;
 * - **reject**: it is never suggested again; its suggested tags go.
 * A name the newsroom tagged at once (decision 068) is kept (accept: it joins the lexicon, its tags stay) or
 * dropped (reject: its tags go from every article it tagged, and it is never suggested or tagged again).
 * Only a waiting or newly tagged name can be decided: a second editor's click on a decided one is refused.
 */
export async function decideNameSuggestion(
  db: Database,
  actor: AuditActor,
  id: string,
  decision: NameDecision,
): Promise<DeskResult<{ name: string }>> {
  return changeForReaders<DeskResult<{ name: string }>>(db, actor, async (tx) => {
    const [row] = await tx.select().from(entitySuggestions).where(eq(entitySuggestions.id, id)).for('update');
    if (!row) return unchanged(refused('not_found', 'The suggested name does not exist (any more).'));
    if (row.status !== 'pending' && row.status !== 'tagged')
      return unchanged(refused('conflict', `“${row.name}” was ${row.status} already.`));
    // A new name's tag is on its articles under its name and kind: it is kept as it is, or dropped.
    if (
      row.status === 'tagged' &&
      (decision.decision === 'rename' ||
        (decision.decision === 'accept' && (decision.name !== row.name || decision.kind !== row.kind)))
    )
      return unchanged(refused('conflict', `“${row.name}” already tags its articles: keep or drop it.`));
    const before = { name: row.name, kind: row.kind, status: row.status };

    if (decision.decision === 'rename') {
      await tx
        .update(entitySuggestions)
        .set({ name: decision.name, kind: decision.kind })
        .where(eq(entitySuggestions.id, id));
      return {
        value: { ok: true, name: decision.name },
        audit: {
          action: 'name_suggestion.rename',
          entityType: 'name_suggestion',
          entityId: id,
          summary: `Renamed the suggested name “${row.name}” to “${decision.name}”`,
          before,
          after: { name: decision.name, kind: decision.kind, status: row.status },
        },
        readersSee: false,
      };
    }

    const links = await tx
      .select({ articleId: articleEntitySuggestions.articleId })
      .from(articleEntitySuggestions)
      .where(eq(articleEntitySuggestions.suggestionId, id));
    const articleIds = links.map((link) => link.articleId);
    const decidedAt = new Date();

    if (decision.decision === 'reject') {
      await tx
        .update(entitySuggestions)
        .set({ status: 'rejected', decidedBy: actor.email, decidedAt })
        .where(eq(entitySuggestions.id, id));
      await tx.delete(articleEntitySuggestions).where(eq(articleEntitySuggestions.suggestionId, id));
      const untagged = row.status === 'tagged' ? await untagArticles(tx, row.name, articleIds) : 0;
      return {
        value: { ok: true, name: row.name },
        audit: {
          action: 'name_suggestion.reject',
          entityType: 'name_suggestion',
          entityId: id,
          summary:
            row.status === 'tagged'
              ? `Dropped the new name “${row.name}”: its tag left ${untagged === 1 ? '1 article' : `${untagged} articles`}; never tagged again`
              : `Rejected the suggested name “${row.name}”: never suggested again`,
          before,
          after: { ...before, status: 'rejected' },
        },
        readersSee: untagged > 0,
      };
    }

    // The spelling the newsroom saw still finds the name when the editor chose another.
    const aliases = comparableText(row.seenAs) === comparableText(decision.name) ? [] : [row.seenAs];
    await tx
      .insert(lexiconEntries)
      .values({ kind: decision.kind, name: decision.name, aliases })
      .onConflictDoUpdate({
        target: [lexiconEntries.kind, lexiconEntries.name],
        set: {
          aliases: sql`ARRAY(SELECT DISTINCT unnest(${lexiconEntries.aliases} || excluded.aliases))`,
        },
      });
    await tagArticles(
      tx,
      articleIds.map((articleId) => ({ articleId, names: [{ name: decision.name, kind: decision.kind }] })),
    );
    await tx
      .update(entitySuggestions)
      .set({
        status: 'accepted',
        name: decision.name,
        kind: decision.kind,
        decidedBy: actor.email,
        decidedAt,
      })
      .where(eq(entitySuggestions.id, id));
    await tx.delete(articleEntitySuggestions).where(eq(articleEntitySuggestions.suggestionId, id));
    const audit = {
      action: 'name_suggestion.accept',
      entityType: 'name_suggestion',
      entityId: id,
      summary: `Accepted “${decision.name}” as ${decision.kind}: it joins the lexicon and tags ${articleIds.length === 1 ? '1 article' : `${articleIds.length} articles`}`,
      before,
      after: { name: decision.name, kind: decision.kind, status: 'accepted', aliases },
    };
    // Readers see the new tag on published articles: their cached pages are dropped.
    const published = articleIds.length
      ? await tx
          .select({ id: articles.id })
          .from(articles)
          .where(and(inArray(articles.id, articleIds), eq(articles.status, 'published')))
          .limit(1)
      : [];
    return { value: { ok: true, name: decision.name }, audit, readersSee: published.length > 0 };
  });
}
