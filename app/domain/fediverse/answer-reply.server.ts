import { randomUUID } from 'node:crypto';
import type { Context } from '@fedify/fedify';
import { Create, Mention, Note, PUBLIC_COLLECTION } from '@fedify/fedify/vocab';
import { eq } from 'drizzle-orm';
import type { Database } from '~/db/client.server';
import { fediverseInbox } from '~/db/schema/fediverse';
import type { Config } from '~/lib/config.server';
import type { Logger } from '~/lib/logger.server';
import { SITE_ACTOR } from './actor-names';
import type { FediverseContext } from './fediverse-context';
import { fediverseSetup } from './fediverse-setup.server';
import { instantOf } from './instant';
import { queueDeliveries } from './queue-deliveries.server';

type Services = { db: Database; config: Config; logger: Logger; onDeliveriesQueued?: () => void };

/** One federation per process for the desk, made on first use. */
const setups = new WeakMap<Database, ReturnType<typeof fediverseSetup>>();

/** The federation's context as the desk's actions use it (made once per database, with the first hook). */
export function deskFediverseContext(services: Services): Context<FediverseContext> {
  let setup = setups.get(services.db);
  if (!setup) setups.set(services.db, (setup = fediverseSetup(services)));
  return setup.federation.createContext(new URL(setup.data.siteUrl), setup.data);
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * An editor's answer to a reply or mention: a public `Note` by the actor it was addressed to (the site's
 * when none), in reply to it and mentioning its author, queued to the author's inbox for the delivery job.
 * Answers false when the item is unknown or its author's inbox was never learnt.
 */
export async function answerInboxItem(
  ctx: Context<FediverseContext>,
  id: string,
  text: string,
): Promise<boolean> {
  const { db } = ctx.data;
  const [item] = await db.select().from(fediverseInbox).where(eq(fediverseInbox.id, id));
  if (!item?.actorInbox) return false;
  const signer = item.recipient ?? SITE_ACTOR;
  const actor = ctx.getActorUri(signer);
  const noteId = new URL(`${actor.href}/answers/${randomUUID()}`);
  const mention = item.actorHandle ?? item.actorId;
  const paragraphs = text
    .split(/\n{2,}/)
    .map((part) => `<p>${escapeHtml(part).replace(/\n/g, '<br>')}</p>`)
    .join('');
  const note = new Note({
    id: noteId,
    attribution: actor,
    to: PUBLIC_COLLECTION,
    cc: new URL(item.actorId),
    content: `<p><a href="${escapeHtml(item.actorId)}" class="mention">${escapeHtml(mention)}</a></p>${paragraphs}`,
    replyTarget: new URL(item.objectId),
    published: instantOf(new Date()),
    tags: [new Mention({ href: new URL(item.actorId), name: mention })],
  });
  const create = new Create({
    id: new URL('#create', noteId),
    actor,
    to: PUBLIC_COLLECTION,
    cc: new URL(item.actorId),
    object: note,
  });
  await queueDeliveries(ctx, { activity: create, signer, inboxes: [item.actorInbox] });
  await db.update(fediverseInbox).set({ answeredAt: new Date() }).where(eq(fediverseInbox.id, id));
  return true;
}
