// The real-scene held-out stories on a running site, to read as a reader would (issue 44, point 5): Dropwire
// started as `npm start` starts it on a fresh embedded PostgreSQL, the held-out outlets' feeds served from a
// loopback feed server and crawled (`dropwire sources import-opml`, then `dropwire crawl --once`), and each
// story two or more outlets told published by an editor through the desk (Debian's Chromium, headless). Prints
// the published stories' addresses, with their outlets and languages, and serves until Ctrl-C. Not a
// measurement: `tests/e2e/story-history-scene.spec.ts` asserts on the same site.
import { chromium } from '@playwright/test';
import { chromiumFlags, chromiumPath } from '../tests/support/chromium';
import { publishThroughDesk, reportsOf, startSceneSite } from '../tests/support/scene-site';

const port = process.env.PORT ? Number(process.env.PORT) : undefined;
const site = await startSceneSite({ port });
const stop = async () => {
  await site.close();
  process.exit(0);
};
process.once('SIGINT', () => void stop());
process.once('SIGTERM', () => void stop());
try {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
  try {
    await publishThroughDesk(await browser.newPage(), site, site.shared);
  } finally {
    await browser.close();
  }
  console.log(
    JSON.stringify(
      {
        site: site.url,
        editor: site.editor,
        stories: site.shared.map((story) => ({
          url: `${site.url}/news/${story.article!.slug}`,
          outlets: story.sources.map((source) => source.name),
          languages: [...new Set(reportsOf(site, story).map((report) => report.language))],
        })),
      },
      null,
      2,
    ),
  );
  console.error('Serving the held-out stories; Ctrl-C stops the site and removes its data.');
} catch (error) {
  await site.close();
  throw error;
}
