import { FIRST_ANSWERS_ELEMENT_ID } from '@shop/shared';

let answers: Record<string, unknown> | undefined;

function embedded(): Record<string, unknown> {
  if (answers) return answers;
  answers = {};
  const element = typeof document === 'undefined' ? null : document.getElementById(FIRST_ANSWERS_ELEMENT_ID);
  try {
    const parsed: unknown = element?.textContent ? JSON.parse(element.textContent) : null;
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) answers = parsed as Record<string, unknown>;
  } catch {
    // A page without usable answers asks for them as usual.
  }
  return answers;
}

/**
 * Runs `render` with `given` as the page's first answers, until what it returns has settled: the
 * server renders a page's HTML with the answers it puts in that page, one page at a time.
 */
export async function withFirstAnswers<T>(given: Record<string, unknown>, render: () => Promise<T>): Promise<T> {
  answers = { ...given };
  try {
    return await render();
  } finally {
    answers = {};
  }
}

/**
 * The answer the server put in the page's HTML for this GET address (see `apiAddress`), given out
 * once: the query it starts is then kept and refreshed like any other, and an address asked again
 * later is fetched. The server wrote it from the same public answer the API sends, serialised
 * from the shared schema, so it is not parsed again here: that would load zod before the page
 * could paint (docs/decisions/0097).
 */
export function takeFirstAnswer<T>(address: string): T | undefined {
  const all = embedded();
  if (!Object.hasOwn(all, address)) return undefined;
  const answer = all[address];
  delete all[address];
  return answer as T;
}
