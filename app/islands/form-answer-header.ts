/**
 * The request header an island's form sends with its POST (app/islands/form-action.ts): the server then answers
 * with the route action's data as JSON instead of rendering the page around it (app/entry.server.tsx).
 */
export const FORM_ANSWER_HEADER = 'X-Dropwire-Form-Answer';
