import { isbot } from "isbot";

/** User agents remembered: a site's visitors share few of them; made-up ones cannot grow this. */
const MAX_REMEMBERED = 5000;
const answers = new Map<string, boolean>();

/**
 * isbot's answer, remembered per user agent. Its pattern is one large regular expression run on
 * every page request twice (the render cache key, the page-view count); most requests come
 * from a few hundred browsers' user agents.
 */
export function isBot(userAgent: string): boolean {
  const known = answers.get(userAgent);
  if (known !== undefined) return known;
  const answer = isbot(userAgent);
  if (answers.size >= MAX_REMEMBERED) answers.clear();
  answers.set(userAgent, answer);
  return answer;
}
