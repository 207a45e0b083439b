import type { ShouldRevalidateFunctionArgs } from "react-router";

/**
 * A route's `shouldRevalidate` for lists whose items can vanish elsewhere (another tab, an
 * administrator): React Router keeps a page's data after a refused form (4xx), which is right
 * when nothing changed; but a 404 says the item the page still shows is gone, so the list is
 * read again and it leaves the page.
 */
export function revalidateWhenGone({
  actionStatus,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs): boolean {
  return actionStatus === 404 || defaultShouldRevalidate;
}
