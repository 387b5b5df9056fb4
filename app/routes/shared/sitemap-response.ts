/** A sitemap as crawlers fetch it: XML, kept by shared caches (and the page cache) for a while. */
export const sitemapResponse = (xml: string) =>
  new Response(xml, {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=600' },
  });
