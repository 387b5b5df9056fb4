import { Icon, type IconName } from '../ui/icon';

// Every claim here is what the newsletter does on any installation: no figure we do not count.
const benefits: { title: string; text: string; icon: IconName }[] = [
  {
    title: 'The week in one e-mail',
    text: "Every Friday morning, up to seven of the week's most-read stories, each with a short summary and a link to read on.",
    icon: 'mail',
  },
  {
    title: 'Only what you pick',
    text: 'Choose topics (news, releases, festivals, gear, interviews, charts, deals) and change them any time.',
    icon: 'check',
  },
  {
    title: 'A festival guide to start',
    text: 'Your welcome e-mail lists the festivals coming up, with dates, places and a link to every line-up.',
    icon: 'ticket',
  },
  {
    title: 'Rarely anything else',
    text: 'At most one or two breaking alerts a month, and you can pause or unsubscribe from every e-mail.',
    icon: 'clock',
  },
];

/** What a subscriber gets: the benefits list of the newsletter page. */
export function NewsletterBenefits() {
  return (
    <ul className="mt-4 grid gap-4 sm:grid-cols-2">
      {benefits.map((benefit) => (
        <li key={benefit.title} className="rounded-2xl border border-border bg-surface p-5">
          <Icon name={benefit.icon} className="h-6 w-6 text-accent" />
          <h3 className="mt-3 font-bold">{benefit.title}</h3>
          <p className="mt-1 text-sm text-muted">{benefit.text}</p>
        </li>
      ))}
    </ul>
  );
}

// The spec's answers: weekly on Fridays, at most 1-2 breaking alerts a month, preferences through the links in
// every e-mail, information never sold or shared.
const questions = [
  {
    question: 'How often will I hear from you?',
    answer: 'Weekly, on Fridays. Breaking alerts are rare: at most one or two a month.',
  },
  {
    question: 'Can I change what I receive?',
    answer:
      'Yes. Every e-mail has a link to your preferences (topics, how often, a pause) and one to unsubscribe at once.',
  },
  {
    question: 'Why do I have to confirm my address?',
    answer:
      'So nobody can sign you up without you: nothing is sent to an address until its owner follows the link we send.',
  },
  {
    question: 'Will you share my address?',
    answer: 'Never. Your information is not sold or shared; it is used only to send you what you asked for.',
  },
];

/** The newsletter's frequent questions, all visible. */
export function NewsletterFaq() {
  return (
    <dl className="mt-4 grid gap-4 md:grid-cols-2">
      {questions.map((entry) => (
        <div key={entry.question} className="rounded-2xl border border-border bg-surface p-5">
          <dt className="font-bold">{entry.question}</dt>
          <dd className="mt-2 text-muted">{entry.answer}</dd>
        </div>
      ))}
    </dl>
  );
}
