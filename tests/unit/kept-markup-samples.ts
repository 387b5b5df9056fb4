// Props of each kept component as pages pass them, from the demo's kind of content: the property test
// (kept-markup.property.test.ts) draws random props of the same shape, and changes each field in turn.
import { articleCategories } from '~/db/schema/enums';
import { festivalSaleStatuses } from '~/db/schema/festivals';

const cover = { src: '/images/demo/warehouse.jpg', sig: 'c2lnbmF0dXJl' };
const author = { handle: 'mara', name: 'Mara Lindqvist', avatar: cover };
const category = { category: articleCategories };

export const keptSamples = {
  articleCard: {
    sample: {
      article: {
        id: 'a1',
        slug: 'dekmantel-adds-second-weekend',
        title: 'Dekmantel adds a second weekend',
        excerpt: 'The Amsterdam festival returns to the Amsterdamse Bos over two weekends.',
        category: 'festivals',
        coverImageUrl: '/images/demo/warehouse.jpg',
        coverImageAlt: 'A crowd under trees',
        cover,
        publishedAt: '2026-11-20T10:00:00.000Z',
        readTime: 3,
        views: 1204,
        author,
      },
      layout: 'grid',
      headingLevel: 3,
    },
    choices: { ...category, layout: ['grid', 'list'], headingLevel: [2, 3] },
  },
  articleHeader: {
    sample: {
      article: {
        category: 'news',
        isSponsored: false,
        isAiAssisted: true,
        title: 'Bicep announce a live tour',
        excerpt: 'Eleven dates across Europe.',
        publishedAt: '2026-11-21T08:30:00.000Z',
        readTime: 4,
        views: 5321,
        author,
        // A field the header does not show: changing it changes nothing, kept or not.
        content: '<p>The body, shown below the header.</p>',
      },
    },
    choices: category,
  },
  releaseCard: {
    sample: {
      release: {
        id: 'r1',
        slug: 'four-tet-three-drums',
        title: 'Three Drums',
        artist: 'Four Tet',
        label: 'Text Records',
        genre: 'House',
        version: 'Original Mix',
        releaseDate: '2026-11-14',
        coverImageUrl: '/images/demo/vinyl.jpg',
        cover,
        preview: '/audio/demo/three-drums.mp3',
        videoId: 'dQw4w9WgXcQ',
      },
      headingLevel: 2,
    },
    choices: { headingLevel: [2, 3] },
  },
  festivalCard: {
    sample: {
      festival: {
        id: 'f1',
        slug: 'dekmantel',
        name: 'Dekmantel',
        location: 'Amsterdam',
        venue: 'Amsterdamse Bos',
        country: 'Netherlands',
        dateStart: '2026-07-30',
        dateEnd: '2026-08-02',
        genres: ['Techno'],
        saleStatus: 'on_sale',
        capacity: 15000,
        description: 'Five stages in the woods south of the city.',
        ticketUrl: 'https://tickets.example/dekmantel',
        coverImageUrl: '/images/demo/forest.jpg',
        past: false,
        happening: false,
        lineup: ['Jeff Mills'],
        lineupCount: 80,
        cover,
      },
      headingLevel: 2,
    },
    choices: { saleStatus: festivalSaleStatuses, headingLevel: [2, 3] },
  },
  reviewCard: {
    sample: {
      review: {
        id: 'v1',
        slug: 'roland-tr-1000-review',
        title: 'Roland TR-1000 review',
        rating: 4.5,
        verdict: 'The analogue drum machine Roland fans waited for.',
        priceCents: 699900,
        currency: 'EUR',
        cover,
        brand: 'Roland',
        model: 'TR-1000',
        author: { name: 'Mara Lindqvist', handle: 'mara' },
        firstRetailer: { id: 'l1', label: 'Thomann' },
      },
    },
    choices: { currency: ['EUR', 'USD', 'GBP'] },
  },
  interviewCard: {
    sample: {
      interview: {
        id: 'i1',
        slug: 'amelie-lens-on-exhale',
        title: 'Amelie Lens on running Exhale',
        guests: ['Amelie Lens'],
        firstQuote: 'A label is a family first.',
        hasVideo: true,
        // As the list's query gives it: a Date, which JSON names in full.
        publishedAt: new Date('2026-11-18T12:00:00.000Z'),
        coverImageUrl: '/images/demo/studio.jpg',
        authorName: 'Mara Lindqvist',
        cover,
      },
    },
  },
  chartCard: {
    sample: {
      chart: {
        id: 'c1',
        slug: 'top-techno-week-47',
        title: 'Top Techno',
        period: '2026-W47',
        chartType: 'Genre',
        entryCount: 10,
        entries: [{ chartId: 'c1', rank: 1, trackTitle: 'Three Drums', artist: 'Four Tet', entryCount: 10 }],
      },
    },
    choices: { period: ['2026-W47', '2026-11', 'Summer'] },
  },
  breadcrumb: { sample: { items: [{ label: 'News', href: '/news' }] } },
  footer: {
    sample: {
      siteName: 'Dropwire',
      stats: {
        sources: { label: 'sources followed', value: 48 },
        lastPublishedAt: '2026-11-21T09:00:00.000Z',
      },
      now: '2026-11-21T10:00:00.000Z',
    },
  },
  hero: {
    sample: {
      stats: {
        publishedArticles: 1234,
        multiSourceArticles: 321,
        articlesToday: 12,
        activeSources: 48,
        demoSources: 0,
        subscribers: 5600,
        lastPublishedAt: '2026-11-21T09:00:00.000Z',
      },
    },
  },
  trendingTags: { sample: { tags: [{ name: 'techno', slug: 'techno', kind: 'genre', count: 9 }] } },
  trendingArtists: {
    sample: { artists: [{ name: 'Peggy Gou', slug: 'peggy-gou', count: 4, previousCount: 1 }] },
  },
  festivalTracker: {
    sample: {
      festivals: [
        {
          slug: 'dekmantel',
          name: 'Dekmantel',
          location: 'Amsterdam',
          country: 'Netherlands',
          dateStart: '2026-12-01',
          dateEnd: '2026-12-03',
          genres: ['techno'],
          phase: 'upcoming',
        },
      ],
      today: '2026-11-25',
    },
    choices: { phase: ['happening', 'upcoming', 'ended'] },
  },
  gearDeals: {
    sample: {
      deals: [
        {
          id: 'deal-1',
          title: 'Roland TR-1000',
          brand: 'Roland',
          model: 'TR-1000',
          shop: 'Thomann',
          rating: 4.5,
          originalPriceCents: 699900,
          dealPriceCents: 599900,
          currency: 'EUR',
          imageUrl: '/images/demo/tr.jpg',
          benefits: ['Free shipping'],
          discount: 14,
          listedAt: '2026-11-20T10:00:00.000Z',
          expiresAt: '2026-12-20T10:00:00.000Z',
        },
      ],
    },
    choices: { currency: ['EUR', 'USD'] },
  },
  siteHeader: {
    sample: { siteName: 'Dropwire', current: '/news' },
    choices: { current: ['/', '/news', '/charts', null] },
  },
  groupingReport: {
    sample: {
      sources: [{ url: 'https://mixmag.example/story', name: 'Mixmag', headline: 'Dekmantel returns' }],
    },
  },
  networkAd: { sample: { client: 'ca-pub-123', slotName: 'sidebar' } },
} satisfies Record<string, { sample: object; choices?: Record<string, readonly unknown[]> }>;
