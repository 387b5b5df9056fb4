import { z } from 'zod';
import { setActorDisabled } from '~/domain/fediverse/actors.server';
import { IDENTIFIER_PATTERN } from '~/domain/fediverse/actor-names';
import { addBlock, removeBlock } from '~/domain/fediverse/blocks.server';
import { setInboxItemHidden } from '~/domain/fediverse/desk-fediverse.server';
import { answerInboxItem, deskFediverseContext } from '~/domain/fediverse/answer-reply.server';
import type { AppServices } from '~/app-context.server';
import { recordAudit } from '~/domain/auth/audit.server';
import type { Staff } from '~/domain/auth/staff.server';
import { fediverseDeliveriesPrompt } from '~/jobs/fediverse-prompt.server';
import { deskDone, deskFailed } from '../shared/desk-answer';

const actorSwitch = z.object({
  identifier: z.string().regex(IDENTIFIER_PATTERN, 'no such actor'),
  disabled: z.enum(['true', 'false']),
});
const hostPattern = /^[a-z0-9.-]+(?::\d{1,5})?$/i;
const newBlock = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('instance'),
    value: z.string().trim().toLowerCase().regex(hostPattern, 'a host name, like mastodon.example'),
  }),
  z.object({
    kind: z.literal('actor'),
    value: z.url({ protocol: /^https?$/, error: "an actor's URL, like https://mastodon.example/users/name" }),
  }),
]);
const byId = z.object({ id: z.uuid() });
const answer = z.object({
  id: z.uuid(),
  text: z.string().trim().min(1, 'write the answer').max(2000, 'at most 2000 characters'),
});

/**
 * The fediverse forms of the desk (its fediverse page and the inbox's fediverse replies): switch an actor,
 * block or unblock, answer, hide or show a reply. Each change is audited as the signed-in member of the desk;
 * actors and blocks go through the write gateway (decision 075).
 */
export async function fediverseAction(services: AppServices, staff: Staff, form: FormData) {
  const { db } = services;
  const by = { id: staff.id, email: staff.email };
  const intent = form.get('intent');
  const fields = Object.fromEntries([...form].filter(([, value]) => typeof value === 'string'));
  if (intent === 'switch') {
    const parsed = actorSwitch.safeParse(fields);
    if (!parsed.success) return deskFailed('switch the actor', parsed.error.issues[0]?.message);
    const disabled = parsed.data.disabled === 'true';
    await setActorDisabled(db, by, parsed.data.identifier, disabled);
    return deskDone(
      disabled ? 'Actor switched off' : 'Actor switched on',
      disabled ? 'It cannot be found or followed, and sends nothing.' : 'It can be followed again.',
    );
  }
  if (intent === 'block') {
    const parsed = newBlock.safeParse(fields);
    if (!parsed.success) return deskFailed('block', parsed.error.issues[0]?.message);
    await addBlock(db, by, parsed.data.kind, parsed.data.value);
    return deskDone('Blocked', `${parsed.data.value}: its activities are refused and it receives nothing.`);
  }
  if (intent === 'answer') {
    const parsed = answer.safeParse(fields);
    if (!parsed.success) return deskFailed('answer', parsed.error.issues[0]?.message);
    const ctx = deskFediverseContext({
      ...services,
      onDeliveriesQueued: fediverseDeliveriesPrompt(services.jobs, services.logger),
    });
    if (!(await answerInboxItem(ctx, parsed.data.id, parsed.data.text)))
      return deskFailed('answer', 'no such reply, or its author cannot be reached', 404);
    await recordAudit(db, by, {
      action: 'fediverse.reply.answer',
      entityType: 'fediverse_inbox',
      entityId: parsed.data.id,
      summary: 'Answered a fediverse reply or mention',
      after: { text: parsed.data.text },
    });
    return deskDone('Answer queued', 'The delivery job sends it at once.');
  }
  const parsed = byId.safeParse(fields);
  if (!parsed.success) return deskFailed('change', 'nothing chosen');
  if (intent === 'unblock') {
    if (!(await removeBlock(db, by, parsed.data.id))) return deskFailed('unblock', 'no such block', 404);
    return deskDone('Block removed');
  }
  if (intent === 'hide' || intent === 'show') {
    if (!(await setInboxItemHidden(db, by, parsed.data.id, intent === 'hide')))
      return deskFailed('change the reply', 'no such reply', 404);
    return deskDone(intent === 'hide' ? 'Reply hidden' : 'Reply shown');
  }
  return deskFailed('change', 'unknown action');
}
