import { useNonce } from "~/components/nonce";

type TJsonLdProperty = {
  title: string;
  description: string;
  price: number;
  announcementType: "vente" | "location";
  address: string;
  governorateLabel: string;
  createdAt: Date | string;
  /** Sold or rented: the offer is no longer open. */
  closed?: boolean;
};

/** schema.org RealEstateListing with its Offer, so search engines show the price in TND. */
export function propertyJsonLd(
  property: TJsonLdProperty,
  urls: { canonical: string; images: string[] },
) {
  const isRental = property.announcementType === "location";
  return {
    "@context": "https://schema.org",
    "@type": "RealEstateListing",
    name: property.title,
    description: property.description,
    url: urls.canonical,
    datePosted: new Date(property.createdAt).toISOString(),
    ...(urls.images.length > 0 ? { image: urls.images } : {}),
    contentLocation: {
      "@type": "Place",
      address: {
        "@type": "PostalAddress",
        streetAddress: property.address,
        addressRegion: property.governorateLabel,
        addressCountry: "TN",
      },
    },
    offers: {
      "@type": "Offer",
      url: urls.canonical,
      price: property.price,
      priceCurrency: "TND",
      ...(property.closed ? { availability: "https://schema.org/SoldOut" } : {}),
      businessFunction: isRental
        ? "http://purl.org/goodrelations/v1#LeaseOut"
        : "http://purl.org/goodrelations/v1#Sell",
      ...(isRental
        ? {
            priceSpecification: {
              "@type": "UnitPriceSpecification",
              price: property.price,
              priceCurrency: "TND",
              unitCode: "MON",
            },
          }
        : {}),
    },
  };
}

/**
 * JSON for an inline script: '<' becomes \u003c so a title such as '</script><script>…' cannot
 * close the element, and the line separators JavaScript parsers choke on are escaped too.
 */
export function serializeJsonLd(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

/** Rendered in the page body because React Router's <Meta> gives ld+json scripts no CSP nonce. */
export function JsonLdScript({ data }: { data: unknown }) {
  const nonce = useNonce();
  return (
    <script
      type="application/ld+json"
      nonce={nonce || undefined}
      // The browser hides the nonce after parsing, so the client never sees the server's value.
      suppressHydrationWarning
      // biome-ignore lint/security/noDangerouslySetInnerHtml: serializeJsonLd escapes '<', so the data cannot leave the script element.
      dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }}
    />
  );
}
