import { Icon, type IconName } from '../ui/icon';

// What we can say without a figure we do not measure: every claim here holds on any installation.
const reasons: { title: string; text: string; icon: IconName }[] = [
  {
    title: 'Targeted audience',
    text: 'Fans, DJs and producers who come for electronic music: news, releases, festivals and gear, nothing else.',
    icon: 'music',
  },
  {
    title: 'High engagement',
    text: 'Readers come to read: long stories, hands-on reviews and interviews, and a Friday digest they asked for.',
    icon: 'eye',
  },
  {
    title: 'Quality content',
    text: 'Our editors write and check every piece. Sponsored work is labelled as such, never disguised.',
    icon: 'check',
  },
  {
    title: 'Measurable results',
    text: 'Reports of views, clicks, engagement and conversions, counted by us, without tracking readers across the web.',
    icon: 'grid',
  },
];

/** Why advertise here: the four reasons of the spec. */
export function AdvertiseReasons() {
  return (
    <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {reasons.map((reason) => (
        <li key={reason.title} className="rounded-2xl border border-border bg-surface p-5">
          <Icon name={reason.icon} className="h-6 w-6 text-accent" />
          <h3 className="mt-3 font-bold">{reason.title}</h3>
          <p className="mt-1 text-sm text-muted">{reason.text}</p>
        </li>
      ))}
    </ul>
  );
}
