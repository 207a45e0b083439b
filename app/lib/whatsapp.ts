import { MESSAGING_COUNTRY_PREFIX } from "./constants";

/** Tunisian subscriber numbers have 8 digits; longer ones already carry a country code. */
const LOCAL_NUMBER_LENGTH = 8;

/**
 * The international digits WhatsApp expects: '98 123 456' → '21698123456'. Null when the input has
 * no digit, so callers can render a disabled button instead of a dead link.
 */
export function whatsappNumber(number: string | null | undefined): string | null {
  let digits = (number ?? "").replace(/\D/g, "");
  // '00216…' is how the prefix is typed from a landline; the '00' is not part of the number.
  if (digits.startsWith("00")) digits = digits.slice(2);
  if (digits === "") return null;
  // Ooredoo numbers start with 2, so '21 612 345' begins with '216' yet still lacks the prefix:
  // only a number longer than a local one can already hold it.
  const hasPrefix =
    digits.length > LOCAL_NUMBER_LENGTH && digits.startsWith(MESSAGING_COUNTRY_PREFIX);
  return hasPrefix ? digits : `${MESSAGING_COUNTRY_PREFIX}${digits}`;
}

/** 'https://wa.me/21698123456?text=…', or null when the advertiser left no number. */
export function whatsappLink(
  number: string | null | undefined,
  message?: string | null,
): string | null {
  const digits = whatsappNumber(number);
  if (!digits) return null;
  const text = message?.trim();
  return text
    ? `https://wa.me/${digits}?text=${encodeURIComponent(text)}`
    : `https://wa.me/${digits}`;
}

export function propertyWhatsappMessage(title: string): string {
  return `Bonjour, je suis intéressé(e) par votre annonce « ${title.trim()} » sur Darna.`;
}
