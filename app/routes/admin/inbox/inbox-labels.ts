import type { InboxBox } from '~/domain/participation/inbox.server';

/** Each inbox as the desk names it, in the order of its tabs. */
export const boxLabels: Record<InboxBox, string> = {
  tips: 'Tips',
  contact: 'Contact messages',
  inquiries: 'Advertising inquiries',
};

/** One item of each inbox, in a sentence ("The tip is now used"). */
export const itemNames: Record<InboxBox, string> = {
  tips: 'tip',
  contact: 'message',
  inquiries: 'inquiry',
};

export const statusLabels: Record<string, string> = {
  new: 'New',
  reviewing: 'Reviewing',
  used: 'Used',
  dismissed: 'Dismissed',
  read: 'Read',
  answered: 'Answered',
  archived: 'Archived',
};

/** What the button that moves an item to a status says. */
export const statusActions: Record<string, string> = {
  new: 'Mark as new',
  reviewing: 'Start reviewing',
  used: 'Mark as used',
  dismissed: 'Dismiss',
  read: 'Mark as read',
  answered: 'Mark as answered',
  archived: 'Archive',
};

export const inboxPath = (box?: InboxBox, id?: string) => ['/admin/inbox', box, id].filter(Boolean).join('/');

/**
 * A reply by e-mail in the editor's own mail program, addressed and with a subject; none for an address that
 * could carry anything but an address (the public forms check them, but the database is not the form).
 */
export function replyHref(email: string | null, subject: string): string | undefined {
  if (!email || !/^[^\s@<>()"',;:\\]+@[^\s@<>()"',;:\\]+$/.test(email)) return undefined;
  return `mailto:${email}?subject=${encodeURIComponent(subject)}`;
}
