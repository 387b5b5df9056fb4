// What the demo interviews talk about. The guests are real scene names chosen by the seed; every question,
// answer and quote here is invented for the demo.

export type InterviewTopic = {
  slug: string;
  /** How many guests join. */
  guests: number;
  /** Has the recorded conversation (the demo clip); only a topic with a transcript has audio. */
  audio?: boolean;
  /** Written by the festivals editor rather than the interviews editor. */
  festival?: boolean;
  title: (guests: string) => string;
  quotes: string[];
  /** Paragraphs of the body; the first names the guests. */
  body: ((guests: string) => string)[];
  /** Questions and answers of the transcript; none: no transcript. */
  conversation: [string, string][];
};

export const interviewTopics: InterviewTopic[] = [
  {
    slug: 'one-loop',
    audio: true,
    guests: 1,
    title: (g) => `${g} on building a whole record from a single loop`,
    quotes: [
      'If a loop still moves me after an hour, it has earned a track.',
      'I mute more than I add. Most of production is taking things away.',
      'The floor forgives a rough mix. It never forgives a boring groove.',
    ],
    body: [
      (g) =>
        `We met ${g} in a small studio with no window and one very loud pair of monitors, the room where the new record started as an eight-bar loop.`,
      () =>
        'The loop came first, the arrangement came months later: every idea was tested in a club before it was allowed to stay.',
      () =>
        'We talked about deadlines, about the hardware that never leaves the desk, and about why the best version of a track is often the third one.',
    ],
    conversation: [
      [
        'Where did the record start?',
        'With one loop I could not stop playing. I kept it running for a whole evening and just listened.',
      ],
      [
        'How do you know when a loop is enough?',
        'When I stop wanting to touch it. If I keep reaching for the mixer, it is not there yet.',
      ],
      [
        'Did the club change the tracks?',
        'All of them. I play a rough version, watch the room, and go back to the studio with notes on my phone.',
      ],
      ['What is next?', 'Fewer plug-ins, more sleep, and a live show built from the same loops.'],
    ],
  },
  {
    slug: 'roundtable',
    guests: 4,
    title: () => 'Roundtable: four headliners on the state of the dance floor',
    quotes: [
      'Crowds are younger and more curious than they have been in years.',
      'A two-hour set is a conversation; a one-hour set is a speech.',
      'Ticket prices are the question nobody on stage wants to answer.',
    ],
    body: [
      (g) =>
        `${g} sat down together after a long summer of festivals to compare notes on crowds, set times and the economics of touring.`,
      () =>
        'They agreed on more than expected: shorter sets hurt the music, younger crowds are hungry for new sounds, and small clubs need protecting.',
      () => 'They disagreed, loudly, about phones on the dance floor.',
    ],
    conversation: [
      [
        'What changed on the dance floor this year?',
        'The crowd is younger, and they know more records than we did at their age.',
      ],
      [
        'Are sets getting too short?',
        'An hour is barely enough to say hello. You cannot take a room anywhere in an hour.',
      ],
      [
        'What about phones?',
        'I do not mind a video. I mind a whole front row watching a screen instead of each other.',
      ],
      [
        'Who pays for all this?',
        'Fans, in the end. That is why the small clubs matter: they keep a night out affordable.',
      ],
    ],
  },
  {
    slug: 'two-hundred-nights',
    guests: 1,
    title: (g) => `${g} on two hundred nights a year and keeping the fire`,
    quotes: [
      'The hardest part of touring is the Tuesday, not the Saturday.',
      'I plan every set, and I throw the plan away in the first ten minutes.',
      'Jet lag is real. So is the feeling when the lights go down.',
    ],
    body: [
      (g) =>
        `${g} has played more than two hundred shows this year, across five continents and too many airports.`,
      () => 'We asked how a set stays fresh on the fortieth night of a tour, and how the body keeps up.',
    ],
    conversation: [],
  },
  {
    slug: 'vinyl-label',
    audio: true,
    guests: 1,
    title: (g) => `${g} on running a label that still presses vinyl`,
    quotes: [
      'A record you can hold is a promise that the music will still be here.',
      'We lose money on every pressing and gain it back in trust.',
      'Our best A&R tool is a crate of test pressings and a good night out.',
    ],
    body: [
      (g) =>
        `For ${g}, a label is a family first and a business second, and every release still comes on wax.`,
      () =>
        'Pressing plants are booked for months, prices have doubled, and yet the label has never sold more records.',
      () => 'We talked about demos, distribution and the joy of a test pressing arriving in the post.',
    ],
    conversation: [
      [
        'Why still vinyl?',
        'Because the people who buy it are the people who will still play the record in ten years.',
      ],
      ['How long does a pressing take now?', 'Four months if we are lucky. We plan releases a year ahead.'],
      [
        'How do you find new artists?',
        'Clubs, mostly. Demos by e-mail too, and I listen to every one, slowly.',
      ],
    ],
  },
  {
    slug: 'closing-the-main-stage',
    guests: 1,
    festival: true,
    title: (g) => `${g} on closing the main stage`,
    quotes: [
      'The last hour of a festival belongs to the people who stayed.',
      'You build the closing set backwards, from the final record.',
      'Forty thousand people singing a melody back at you never gets normal.',
    ],
    body: [
      (g) =>
        `${g} closed the main stage this summer in front of the biggest crowd of the weekend, a set planned for months and changed on the night.`,
      () => 'We spoke backstage about nerves, weather, production and the final record.',
    ],
    conversation: [
      [
        'How do you prepare a closing set?',
        'I choose the last record first, then build the two hours that earn it.',
      ],
      ['Were you nervous?', 'Always, for the first three minutes. Then the crowd takes over.'],
      [
        'What was the last record?',
        'Something old and slow. After two hours at full speed, a room needs to breathe.',
      ],
    ],
  },
  {
    slug: 'hardware-live',
    guests: 1,
    title: (g) => `${g} takes the hardware live`,
    quotes: [
      'Mistakes are the part of a live set that nobody can copy.',
      'Two drum machines, one synth and no laptop: that is the whole show.',
      'The gear breaks on stage exactly once, and that is the show people remember.',
    ],
    body: [
      (g) =>
        `${g} has left the laptop at home: the new live show runs on two drum machines, a synth and a small mixer.`,
      () => 'We looked at the rig, the preparation behind it, and what happens when a cable fails mid-set.',
    ],
    conversation: [],
  },
  {
    slug: 'the-club-that-made-them',
    guests: 2,
    title: (g) => `${g} on the club that made them`,
    quotes: [
      'Every scene starts with one room that lets the kids play.',
      'We learned to DJ by playing the first hour to nobody, for years.',
      'When that club closed, half the city lost its living room.',
    ],
    body: [
      (g) =>
        `Before the festival stages, ${g} played the warm-up slot at the same small club, week after week.`,
      () =>
        'They came back to the room that made them to talk about residencies, mentors and what a city loses when a club closes.',
    ],
    conversation: [],
  },
  {
    slug: 'remixing-a-classic',
    audio: true,
    guests: 1,
    title: (g) => `${g} on remixing a classic without breaking it`,
    quotes: [
      'You keep the one sound everyone remembers and change everything else.',
      'A remix is a love letter; it should still sound like you wrote it.',
      'I said no twice before I said yes.',
    ],
    body: [
      (g) =>
        `${g} was asked to remix one of the best-loved records in dance music, and said no twice before saying yes.`,
      () => 'We talked about respect, stems, and the one sound that had to stay.',
    ],
    conversation: [
      [
        'Why did you say no at first?',
        'Because the original is perfect. Remixing it felt like repainting a famous picture.',
      ],
      [
        'What changed your mind?',
        'Hearing the stems. There was a sound buried in the mix that nobody had ever heard clearly.',
      ],
      ['What did you keep?', 'The hook, untouched. Everything under it is new.'],
    ],
  },
  {
    slug: 'touring-lighter',
    guests: 1,
    title: (g) => `${g} on touring lighter: trains, fewer flights, more sleep`,
    quotes: [
      'I would rather play four great shows than seven tired ones.',
      'The train is where I finish most of my tracks now.',
      'Promoters were more open to routing around trains than I expected.',
    ],
    body: [
      (g) =>
        `${g} has rebuilt a whole touring year around trains and longer stays, cutting flights by more than half.`,
      () => 'We asked what it costs, what it changes in the music, and whether promoters went along with it.',
    ],
    conversation: [],
  },
  {
    slug: 'first-album',
    guests: 1,
    title: (g) => `${g} on a first album after ten years of singles`,
    quotes: [
      'Singles are for the floor; an album is for the walk home.',
      'I wrote forty tracks and kept eleven.',
      'The quiet songs were the hardest to finish.',
    ],
    body: [
      (g) =>
        `After a decade of club singles, ${g} has finally made an album, eleven tracks that were never meant for a peak-time slot.`,
      () => 'We talked about slowing down, writing songs rather than tools, and letting other people sing.',
    ],
    conversation: [],
  },
];
