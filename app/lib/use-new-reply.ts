import { useEffect, useRef } from "react";

/**
 * Calls `onReply` once for each new answer (a fetcher's or an action's data: every answer is a
 * new object), when `settled` (usually `fetcher.state === "idle"`). An answer already there when
 * the component mounts is handled too (the page the server rendered after a form sent without
 * JavaScript), unless `skipInitial`: a shared fetcher's answer was told by whoever was there then.
 *
 * The effect deliberately has no dependency list. React Router applies fetcher and navigation
 * states inside transitions, and React then sometimes skips an effect whose dependencies did
 * change (react/react#34556): on a slow phone a sent contact form kept its text and showed no
 * toast. An effect without dependencies runs after every commit; the last answer handled, kept
 * here, makes it run the handler once.
 */
export function useNewReply<TReply>(
  reply: TReply | undefined,
  settled: boolean,
  onReply: (reply: TReply) => void,
  { skipInitial = false }: { skipInitial?: boolean } = {},
) {
  const handled = useRef(skipInitial ? reply : undefined);
  const handler = useRef(onReply);
  handler.current = onReply;
  useEffect(() => {
    if (!settled || reply === undefined || reply === null || handled.current === reply) return;
    handled.current = reply;
    handler.current(reply);
  });
}
