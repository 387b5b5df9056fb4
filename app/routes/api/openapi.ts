import type { Route } from './+types/openapi';
import { openApiDocument } from './openapi-document';
import { answerApi, refuseWrite } from './respond.server';

// The document depends on the configuration alone: generated once per site.
const documents = new Map<string, ReturnType<typeof openApiDocument>>();

/** GET /api/v1/openapi.json: the description of every endpoint, generated from the schemas they use. */
export function loader(args: Route.LoaderArgs) {
  return answerApi(args, async ({ config }) => {
    const key = `${config.SITE_URL}\n${config.SITE_NAME}`;
    let document = documents.get(key);
    if (!document) {
      document = openApiDocument(config.SITE_URL, config.SITE_NAME);
      documents.set(key, document);
    }
    return { ok: true, body: document };
  });
}

export const action = refuseWrite;
