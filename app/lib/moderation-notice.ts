/**
 * A moderation notice in one sentence, for the bell's toast and the e-mail alike (decision 0015):
 * 'Votre annonce « Villa » a été masquée par la modération : Photos trompeuses' or '… a été
 * rétablie'.
 */
export function moderationNoticeTextFor(
  hidden: boolean,
  title: string,
  reason?: string | null,
): string {
  return hidden
    ? `Votre annonce « ${title} » a été masquée par la modération${reason ? ` : ${reason}` : "."}`
    : `Votre annonce « ${title} » a été rétablie : elle est de nouveau visible de tous.`;
}
