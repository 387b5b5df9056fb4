// The spec's answers, word for word where it gives them.
const questions = [
  {
    question: 'How long until my campaign goes live?',
    answer:
      'Sponsored articles take 5-7 business days, product reviews 10-14 business days, and banner ads 1-2 business days.',
  },
  {
    question: 'Who writes sponsored content?',
    answer:
      'Content is written by our editorial team, in our voice and to our standards, and clearly labelled as sponsored.',
  },
  {
    question: 'What reports will I get?',
    answer: 'Analytics reports cover views, clicks, engagement and conversions.',
  },
  {
    question: 'How can I pay?',
    answer: 'We accept credit card, PayPal and bank transfer, with custom terms for enterprise clients.',
  },
];

/** Advertisers' frequent questions, all visible: nothing to open, nothing hidden from search or readers. */
export function AdvertiseFaq() {
  return (
    <dl className="mt-6 grid gap-6 md:grid-cols-2">
      {questions.map((entry) => (
        <div key={entry.question} className="rounded-2xl border border-border bg-surface p-5">
          <dt className="font-bold">{entry.question}</dt>
          <dd className="mt-2 text-muted">{entry.answer}</dd>
        </div>
      ))}
    </dl>
  );
}
