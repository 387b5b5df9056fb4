import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { createMailer } from '~/domain/mail/mailer.server';
import { plannedRecipients } from '~/domain/newsletter/edition-recipients.server';
import { sendDueEditions } from '~/domain/newsletter/edition-sender.server';
import { previewWeeklyDigest } from '~/domain/newsletter/weekly-digest.server';
import type { CommandContext } from '../main';
import { withMigratedDatabase } from '../open-database';

const usage = `Usage:
  dropwire digest preview [--json]   the edition the weekly digest would make now
  dropwire digest send [--dry-run]   send the editions that are due (what the worker does every minute)`;

export async function runDigest(context: CommandContext): Promise<number> {
  const [action, ...rest] = context.args;
  const { values } = parseArgs({
    args: rest,
    options: { json: { type: 'boolean', default: false }, 'dry-run': { type: 'boolean', default: false } },
  });
  if (action !== 'preview' && action !== 'send') {
    console.error(usage);
    return 2;
  }
  const { config, logger } = context;
  return withMigratedDatabase(context, async (database) => {
    const db = database.db;
    if (action === 'preview') {
      const edition = await previewWeeklyDigest(db, {
        now: new Date(),
        timeZone: 'Europe/Berlin',
        siteName: config.SITE_NAME,
      });
      if (values.json) console.log(JSON.stringify(edition ?? null, null, 2));
      else if (!edition)
        console.log('No published stories in the last seven days: the digest would be empty.');
      else {
        console.log(`${edition.subject}\n\n${edition.content.featuredContent}\n`);
        for (const [index, article] of edition.content.articles.entries())
          console.log(`${index + 1}. ${article.title}\n   ${config.SITE_URL}/news/${article.slug}`);
      }
      return 0;
    }
    if (values['dry-run']) {
      const { rows } = await db.execute<{ id: string; type: string; subject: string; status: string }>(sql`
        SELECT id, type, subject, status FROM newsletter_queue
        WHERE status IN ('draft', 'preparing', 'sending') AND scheduled_for <= now() ORDER BY scheduled_for`);
      if (rows.length === 0) console.log('Nothing is due.');
      for (const row of rows) {
        // An edition under way has its recipients fixed: those still to send; else who it would go to now.
        const { recipients, skipped } =
          row.status === 'sending' ? await waitingRecipients(db, row.id) : await plannedRecipients(db, row);
        const cap = skipped > 0 ? ` (${skipped} skipped: monthly alert limit)` : '';
        console.log(`Would send "${row.subject}" (${row.status}) to ${recipients} subscribers${cap}.`);
      }
      return 0;
    }
    const mailer = createMailer(config);
    try {
      const report = await sendDueEditions({ db, config, logger }, mailer);
      console.log(`${report.editions} edition(s): ${report.sent} sent, ${report.failed} failed.`);
      return report.failed > 0 ? 1 : 0;
    } finally {
      mailer.close();
    }
  });
}

async function waitingRecipients(db: Parameters<typeof plannedRecipients>[0], editionId: string) {
  const { rows } = await db.execute<{ recipients: number; skipped: number }>(sql`
    SELECT (SELECT count(*)::int FROM newsletter_deliveries
        WHERE edition_id = ${editionId} AND status IN ('queued', 'sending')) AS recipients,
      skipped_recipients AS skipped FROM newsletter_queue WHERE id = ${editionId}`);
  return rows[0]!;
}
