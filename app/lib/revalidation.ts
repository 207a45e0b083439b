import type { ShouldRevalidateFunctionArgs } from "react-router";

/**
 * A route's `shouldRevalidate` for forms whose refusals answer 200 with `{ ok: false, … }`: a
 * refused form changed nothing, so the page's data need not be loaded again (the router would
 * after any 2xx answer).
 */
export function revalidateUnlessRefused({
  actionResult,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs): boolean {
  const refused =
    typeof actionResult === "object" &&
    actionResult !== null &&
    "ok" in actionResult &&
    actionResult.ok === false;
  return refused ? false : defaultShouldRevalidate;
}
