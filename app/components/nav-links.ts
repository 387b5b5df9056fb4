/** The site's sections, in header order (spec: Global chrome). */
export const sectionLinks = [
  { to: '/', label: 'Home' },
  { to: '/news', label: 'News' },
  { to: '/releases', label: 'Releases' },
  { to: '/festivals', label: 'Festivals' },
  { to: '/tech', label: 'Tech & Gear' },
  { to: '/reviews', label: 'Reviews' },
  { to: '/interviews', label: 'Interviews' },
  { to: '/charts', label: 'Charts' },
  { to: '/submit', label: 'Submit Tip' },
  { to: '/newsletter', label: 'Newsletter' },
] as const;

export const resourceLinks = [
  { to: '/about', label: 'About Us' },
  { to: '/contact', label: 'Contact' },
  { to: '/privacy', label: 'Privacy Policy' },
  { to: '/terms', label: 'Terms of Service' },
  { to: '/gear-deals', label: 'Gear Deals' },
  { to: '/advertise', label: 'Advertise' },
  { to: '/rss.xml', label: 'RSS Feed', reloadDocument: true },
] as const;
