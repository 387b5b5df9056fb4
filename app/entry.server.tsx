import { Writable } from 'node:stream';
import type { RenderToPipeableStreamOptions } from 'react-dom/server';
import { renderToPipeableStream, renderToString } from 'react-dom/server';
import type { EntryContext, HandleErrorFunction, RouterContextProvider } from 'react-router';
import { ServerRouter } from 'react-router';
import { appServices, requestInfo } from './app-context.server';
import { NonceProvider } from './components/nonce';
import { FORM_ANSWER_HEADER } from './islands/form-answer-header';
import { documentResponse, renderEtag } from './rendering/document-body.server';
import { withStylesheet, withStylesheetBytes } from './rendering/inline-stylesheet.server';
import { logPageError } from './lib/log-page-error.server';
import { contentVersion } from './lib/content-version';
import { withMatchedRoutesOnly } from './rendering/matched-routes.server';
import type { Logger } from './lib/logger.server';
import { pageContentSecurityPolicy } from './lib/security-headers';
import { MarkupKeeperProvider } from './rendering/kept-markup';
import { createMarkupKeeper } from './rendering/markup-keeper.server';

/** Rendering that has not finished by then is aborted, and what is ready is sent. */
export const streamTimeout = 5_000;

/**
 * Renders the whole document and sends it as one body. Loaders have resolved before rendering and no page
 * suspends, so streaming would start no sooner: it would only cut the page into React's 2 KB chunks, each
 * passed through a web stream and written on its own (about a tenth of the server's time per page). The
 * document goes out in one write, with a Content-Length instead of chunked encoding, and the page handler
 * takes its parts as they are (`documentResponse`).
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  const answer = formAnswer(request, responseStatusCode, routerContext);
  if (answer) return answer;
  const { logger, config } = loadContext.get(appServices);
  const hydrated = hydratesPage(routerContext);
  // Only a hydrated page (the desk, never cached) has inline scripts, and so a nonce. A reader page's one script
  // is a file of this site: it may be kept and served to everyone, to whom a nonce would be public (decision 051).
  const nonce = hydrated ? loadContext.get(requestInfo).nonce : undefined;
  responseHeaders.set(
    'Content-Security-Policy',
    pageContentSecurityPolicy({
      nonce,
      adNetwork: Boolean(config.AD_NETWORK_CLIENT),
      https: config.SITE_URL.startsWith('https://'),
    }),
  );
  if (request.method.toUpperCase() === 'HEAD') {
    responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }

  const document = (context: EntryContext) => (
    <NonceProvider value={nonce ?? ''}>
      <ServerRouter context={context} url={request.url} nonce={nonce} />
    </NonceProvider>
  );
  responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
  responseHeaders.set('ETag', renderEtag());
  if (!hydrated) {
    // Nothing on a reader page waits for data or suspends, and React Router's routes and streamed hydration
    // data are not sent (decision 034): rendered in one pass to one string, with its own routes only. An error
    // throws, as a shell error rejects below.
    const body = withStylesheet(
      DOCTYPE +
        renderToString(
          <MarkupKeeperProvider value={markupKeeper}>
            {document(withMatchedRoutesOnly(routerContext))}
          </MarkupKeeperProvider>,
        ),
    );
    responseHeaders.set('Content-Length', String(body.byteLength));
    return documentResponse(body, { status: responseStatusCode, headers: responseHeaders });
  }
  return renderStreamed(
    document(routerContext),
    { request, nonce: nonce!, logger },
    responseStatusCode,
    responseHeaders,
  );
}

/**
 * What reader pages share (the header, the footer, stories' cards, ad fills) and what recurs on every view of one
 * (an article's header, tags and trail), rendered once for each value of its props (decisions 042 and 049) and
 * all dropped when published content changes. 1-3 KB of markup each; what was used last stays longest, so the
 * chrome every page uses is never the one dropped.
 */
const markupKeeper = createMarkupKeeper({ limit: 512, version: contentVersion });

/** What React's streamed render puts first when the root is `<html>`; a render to a string leaves it out. */
const DOCTYPE = '<!DOCTYPE html>';

/** Whether a route of the page hydrates it with React Router in the browser (the desk: `handle.hydrate`). */
function hydratesPage({ staticHandlerContext, routeModules }: EntryContext): boolean {
  return staticHandlerContext.matches.some(
    (match) => (routeModules[match.route.id]?.handle as { hydrate?: boolean } | undefined)?.hydrate,
  );
}

/**
 * A hydrated page, whose scripts carry React Router's data as it resolves: rendered as a stream, collected
 * into one body once everything is ready (one write, with a Content-Length).
 */
function renderStreamed(
  document: React.ReactNode,
  { request, nonce, logger }: { request: Request; nonce: string; logger: Logger },
  responseStatusCode: number,
  responseHeaders: Headers,
): Promise<Response> {
  return new Promise<Response>((resolve, reject) => {
    let status = responseStatusCode;
    // Errors inside the document are logged once it is rendered; an error in the shell rejects instead and
    // reaches handleError below (React reports it to onError first, so it cannot be told apart there).
    const errors: unknown[] = [];
    const chunks: Buffer[] = [];
    const timeout = setTimeout(() => abort(), streamTimeout + 1000);
    const collector = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        chunks.push(chunk);
        callback();
      },
      final(callback) {
        clearTimeout(timeout);
        const body = withStylesheetBytes(Buffer.concat(chunks));
        responseHeaders.set('Content-Length', String(body.byteLength));
        resolve(documentResponse(body, { status, headers: responseHeaders }));
        callback();
      },
    });
    const options: RenderToPipeableStreamOptions = {
      nonce,
      onAllReady() {
        for (const error of errors) logPageError(logger, request, error);
        pipe(collector);
      },
      onShellError(error: unknown) {
        clearTimeout(timeout);
        reject(error);
      },
      onError(error: unknown) {
        status = 500;
        errors.push(error);
      },
    };
    const { pipe, abort } = renderToPipeableStream(document, options);
  });
}

/**
 * An island's form asks for its action's answer alone (app/islands/form-action.ts): the action's data as JSON,
 * with the status the action chose, and no page rendered around it. Without an answer to give (no action ran,
 * or it failed) the page is rendered as for any POST, and the island sends its form the plain way.
 */
function formAnswer(request: Request, status: number, routerContext: EntryContext): Response | undefined {
  if (request.method !== 'POST' || !request.headers.has(FORM_ANSWER_HEADER)) return undefined;
  const { actionData, errors } = routerContext.staticHandlerContext;
  if (errors || !actionData) return undefined;
  const [data] = Object.values(actionData) as unknown[];
  return Response.json(data ?? null, { status, headers: { 'Cache-Control': 'no-store' } });
}

/**
 * Loader, action and shell errors, which React Router would print on the console: logged through pino with
 * the request's id instead. A request the client abandoned is not an error of ours.
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (!request.signal.aborted) logPageError(context.get(appServices).logger, request, error);
};
