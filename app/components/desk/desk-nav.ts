/** The desk's sections, in the order of its navigation; admin-only ones are hidden from editors. */
export const deskSections = [
  { to: '/admin', label: 'Dashboard', end: true, adminOnly: false },
  { to: '/admin/desk', label: 'Review queue', end: false, adminOnly: false },
  { to: '/admin/names', label: 'Suggested names', end: false, adminOnly: false },
  { to: '/admin/triggers', label: 'Triggers', end: false, adminOnly: false },
  { to: '/admin/sources', label: 'RSS Sources', end: false, adminOnly: false },
  { to: '/admin/affiliates', label: 'Affiliates', end: false, adminOnly: false },
  { to: '/admin/inbox', label: 'Inbox', end: false, adminOnly: false },
  { to: '/admin/content', label: 'Content', end: false, adminOnly: false },
  { to: '/admin/newsletter/alerts', label: 'Alerts', end: false, adminOnly: false },
  { to: '/admin/channels', label: 'Channels', end: false, adminOnly: true },
  { to: '/admin/fediverse', label: 'Fediverse', end: false, adminOnly: false },
  { to: '/admin/audit', label: 'Audit log', end: false, adminOnly: true },
] as const;
