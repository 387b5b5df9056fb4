import { index, route, type RouteConfig } from '@react-router/dev/routes';

export default [
  index('routes/home.tsx'),
  route('news', 'routes/news.tsx'),
  route('news/:slug', 'routes/news-article.tsx'),
  route('search', 'routes/search.tsx'),
  route('tags/:tag', 'routes/tag.tsx'),
  route('author/:handle', 'routes/author.tsx'),
  route('newsletter', 'routes/newsletter.tsx'),
  route('about', 'routes/about.tsx', { id: 'about' }),
  route('about-us', 'routes/about.tsx', { id: 'about-us' }),
  route('contact', 'routes/contact.tsx'),
  route('privacy', 'routes/privacy.tsx', { id: 'privacy' }),
  route('privacy-policy', 'routes/privacy.tsx', { id: 'privacy-policy' }),
  route('terms', 'routes/terms.tsx', { id: 'terms' }),
  route('terms-of-service', 'routes/terms.tsx', { id: 'terms-of-service' }),
  route('rss.xml', 'routes/rss.ts'),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
