// A festival page's structured data: a schema.org Event (a Festival) that search engines show with its dates,
// place, tickets and line-up. Pure: the page's loader passes the festival and the site's absolute URLs.

type JsonLd = Record<string, unknown>;

export type FestivalForJsonLd = {
  name: string;
  description: string;
  dateStart: string;
  dateEnd: string;
  location: string;
  venue: string | null;
  country: string;
  saleStatus: string;
  website: string | null;
  ticketUrl: string | null;
  latitude: number | null;
  longitude: number | null;
  lineup: { artistName: string }[];
  ticketTypes: { name: string; priceCents: number; currency: string }[];
};

const schema = (name: string) => `https://schema.org/${name}`;

/** What a ticket's offer says of its availability, from the festival's sale status. */
const availability: Record<string, string> = {
  on_sale: schema('InStock'),
  sold_out: schema('SoldOut'),
  coming_soon: schema('PreOrder'),
  cancelled: schema('Discontinued'),
};

export function festivalJsonLd(
  festival: FestivalForJsonLd,
  page: { canonical: string; image: string | null },
): JsonLd {
  const ticketUrl = festival.ticketUrl ?? festival.website ?? page.canonical;
  return {
    '@context': 'https://schema.org',
    '@type': 'Festival',
    name: festival.name,
    description: festival.description || undefined,
    url: page.canonical,
    ...(page.image ? { image: [page.image] } : {}),
    startDate: festival.dateStart,
    endDate: festival.dateEnd,
    eventStatus: schema(festival.saleStatus === 'cancelled' ? 'EventCancelled' : 'EventScheduled'),
    eventAttendanceMode: schema('OfflineEventAttendanceMode'),
    location: {
      '@type': 'Place',
      name: festival.venue ?? festival.location,
      address: {
        '@type': 'PostalAddress',
        addressLocality: festival.location,
        addressCountry: festival.country,
      },
      ...(festival.latitude !== null && festival.longitude !== null
        ? { geo: { '@type': 'GeoCoordinates', latitude: festival.latitude, longitude: festival.longitude } }
        : {}),
    },
    ...(festival.ticketTypes.length > 0
      ? {
          offers: festival.ticketTypes.map((ticket) => ({
            '@type': 'Offer',
            name: ticket.name,
            price: (ticket.priceCents / 100).toFixed(2),
            priceCurrency: ticket.currency,
            availability: availability[festival.saleStatus] ?? schema('InStock'),
            url: ticketUrl,
          })),
        }
      : {}),
    ...(festival.lineup.length > 0
      ? { performer: festival.lineup.map((act) => ({ '@type': 'PerformingGroup', name: act.artistName })) }
      : {}),
    organizer: {
      '@type': 'Organization',
      name: festival.name,
      ...(festival.website ? { url: festival.website } : {}),
    },
  };
}
