import { articlePath } from '../../config/paths';

export const LINK_COPIED = 'Link copied to clipboard!';

/**
 * Shares an article with the browser's share sheet. Without one, the list card copies
 * the link and says so (`copyWhenNoShareSheet`); the article page does nothing (spec
 * section 8). Failures, including a cancelled share sheet, are only logged.
 */
export async function shareArticle(article: { title: string; slug: string }, { copyWhenNoShareSheet }: { copyWhenNoShareSheet: boolean }) {
  const url = new URL(articlePath(article.slug), window.location.origin).href;
  try {
    if (typeof navigator.share === 'function') {
      await navigator.share({ title: article.title, url });
      return;
    }
    if (!copyWhenNoShareSheet) return;
    await navigator.clipboard.writeText(url);
    window.alert(LINK_COPIED);
  } catch (error) {
    console.warn('Could not share the article', error);
  }
}
