import { z } from 'zod';
import type { Config } from '~/lib/config.server';
import type { Logger } from '~/lib/logger.server';
import { checkDraft } from './check-draft';
import type { Drafter } from './drafter';
import type { SourceText } from './summarise';

const replySchema = z.object({
  choices: z.array(z.object({ message: z.object({ content: z.string() }) })).min(1),
});

const draftSchema = z.object({ headline: z.string().min(5).max(140), summary: z.string().min(20).max(1200) });

const SYSTEM_PROMPT =
  'You are a news editor for an electronic music site. Write a neutral headline (at most 14 words) and a summary ' +
  '(at most 80 words) of the story told by the sources below. Use only facts, names and numbers that appear in the ' +
  'sources; add nothing. Do not include links. Answer with JSON only: {"headline": "...", "summary": "..."}.';

/** "German" for `de`: how the prompt names a language. */
const languageName = (code: string) => new Intl.DisplayNames(['en'], { type: 'language' }).of(code) ?? code;

/**
 * What the system prompt adds when the story is told in another language than the one to write in: the
 * text in the site's language, and what someone said kept in their words, credited to whoever said it.
 */
const translatePrompt = (language: string, sources: SourceText[]) => {
  const from = [...new Set(sources.map((source) => source.language).filter(Boolean) as string[])]
    .map(languageName)
    .join(' and ');
  return (
    ` The sources are written in ${from || 'another language'}: write the headline and summary in ${languageName(language)}.` +
    ' When you quote what someone said, keep the quote in its original language, in quotation marks, and name who' +
    ' said it or the source that reported it.'
  );
};

/** The prompt's user message: the sources' own words, clipped, each with its outlet's name. */
function sourcesPrompt(sources: SourceText[]): string {
  return sources
    .slice(0, 6)
    .map(
      (source, index) =>
        `Source ${index + 1} (${source.sourceName}):\nTitle: ${source.title}\nText: ${source.text.split(/\s+/).slice(0, 250).join(' ')}`,
    )
    .join('\n\n');
}

/**
 * A drafter that asks an OpenAI-compatible chat model for headline and summary when LLM_BASE_URL, LLM_MODEL
 * and LLM_API_KEY are set. Its answer is checked (length; no name or link the sources do not contain);
 * on any failure or timeout it returns undefined and the extractive result is used.
 */
export function createLlmDrafter(config: Config, logger: Logger): Drafter | undefined {
  const { LLM_BASE_URL: baseUrl, LLM_MODEL: model, LLM_API_KEY: apiKey, LLM_TIMEOUT_MS: timeoutMs } = config;
  if (!baseUrl || !model || !apiKey) return undefined;
  const endpoint = new URL('/v1/chat/completions', baseUrl).toString();
  return async (sources, options) => {
    const translating = options?.language;
    try {
      const response = await fetch(endpoint, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${apiKey}` },
        body: JSON.stringify({
          model,
          temperature: 0.2,
          response_format: { type: 'json_object' },
          messages: [
            {
              role: 'system',
              content: translating ? SYSTEM_PROMPT + translatePrompt(translating, sources) : SYSTEM_PROMPT,
            },
            { role: 'user', content: sourcesPrompt(sources) },
          ],
        }),
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (!response.ok) throw new Error(`the model answered ${response.status}`);
      const reply = replySchema.parse(await response.json());
      const content = reply.choices[0]!.message.content.replace(/^```(?:json)?\s*|\s*```$/g, '');
      const draft = draftSchema.parse(JSON.parse(content));
      const problem = checkDraft(draft, sources, { language: translating });
      if (problem) throw new Error(problem);
      return { headline: draft.headline.trim(), summary: draft.summary.trim(), model };
    } catch (error) {
      logger.warn(
        { module: 'llm', err: (error as Error).message },
        'model draft refused; using the extractive summary',
      );
      return undefined;
    }
  };
}
