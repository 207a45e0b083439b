/**
 * 001 §5: the messaging link needs a signed-in user; visitors are sent to log in first and come
 * back to the listing at `path` afterwards.
 */
export function whatsappContact(
  whatsapp: string | null,
  viewerSignedIn: boolean,
  path: string,
): { whatsappHref: string | null; whatsappNeedsLogin: boolean } {
  const whatsappNeedsLogin = whatsapp !== null && !viewerSignedIn;
  return {
    whatsappHref: whatsappNeedsLogin ? `/auth/login?from=${encodeURIComponent(path)}` : whatsapp,
    whatsappNeedsLogin,
  };
}
