/** Topics a subscriber may pick; ids are stored with the subscriber. */
export const newsletterTopics = [
  { id: 'news', label: 'Breaking news' },
  { id: 'releases', label: 'New releases' },
  { id: 'festivals', label: 'Festivals and tickets' },
  { id: 'tech', label: 'Tech and gear' },
  { id: 'interviews', label: 'Interviews' },
  { id: 'charts', label: 'Weekly charts' },
  // Deal alerts: the gear-deals page signs readers up with this topic alone.
  { id: 'deals', label: 'Gear deals' },
] as const;
