import { readFileSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import {
  exportSubscribersCsv,
  importSubscribersCsv,
  markBounced,
} from '~/domain/newsletter/subscriber-list.server';
import type { CommandContext } from '../main';
import { withMigratedDatabase } from '../open-database';

const usage = `Usage:
  dropwire subscribers export --csv [--output file]
  dropwire subscribers import --csv <file> [--confirmed --consent "how they agreed"]
                    without --confirmed, imported addresses are pending until they confirm
  dropwire subscribers mark-bounced <email>`;

export async function runSubscribers(context: CommandContext): Promise<number> {
  const [action, ...rest] = context.args;
  const { values, positionals } = parseArgs({
    args: rest,
    allowPositionals: true,
    options: {
      csv: { type: 'boolean', default: false },
      output: { type: 'string' },
      confirmed: { type: 'boolean', default: false },
      consent: { type: 'string' },
    },
  });
  const known = ['export', 'import', 'mark-bounced'];
  if (
    !action ||
    !known.includes(action) ||
    (action !== 'mark-bounced' && !values.csv) ||
    (action !== 'export' && !positionals[0])
  ) {
    console.error(usage);
    return 2;
  }
  if (values.confirmed && !values.consent?.trim()) {
    console.error(
      '--confirmed needs --consent "…": say how these people agreed to get the newsletter (it is kept with each address).',
    );
    return 2;
  }
  if (values.consent && !values.confirmed) {
    console.error('--consent goes with --confirmed.');
    return 2;
  }
  return withMigratedDatabase(context, async (database) => {
    if (action === 'export') {
      const csv = await exportSubscribersCsv(database.db);
      if (values.output) writeFileSync(values.output, csv);
      else process.stdout.write(csv);
      return 0;
    }
    if (action === 'mark-bounced') {
      if (await markBounced(database.db, positionals[0]!)) {
        console.log(`Marked ${positionals[0]!.trim().toLowerCase()} as bounced: nothing more is sent to it.`);
        return 0;
      }
      console.error(`No subscriber ${positionals[0]}.`);
      return 1;
    }
    const report = await importSubscribersCsv(database.db, readFileSync(positionals[0]!, 'utf8'), {
      consent: values.confirmed ? values.consent!.trim() : undefined,
    });
    if ('error' in report) {
      console.error(report.error);
      return 1;
    }
    console.log(
      `Added ${report.added} (${values.confirmed ? 'confirmed' : 'pending'}), ${report.known} known already (unchanged), ${report.rejected.length} rejected.`,
    );
    for (const { line, reason } of report.rejected) console.log(`  line ${line}: ${reason}`);
    return 0;
  });
}
