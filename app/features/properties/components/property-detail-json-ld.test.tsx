import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { NonceProvider } from "~/components/nonce";
import { JsonLdScript, propertyJsonLd, serializeJsonLd } from "./property-detail-json-ld";

const property = {
  title: "Villa </script><script>alert(1)</script>",
  description: "Belle villa avec piscine",
  price: 850_000,
  announcementType: "vente" as const,
  address: "Route de la Corniche",
  governorateLabel: "Sousse",
  createdAt: new Date("2026-03-01T09:00:00Z"),
};

describe("propertyJsonLd", () => {
  it("describes the listing with an Offer priced in TND", () => {
    const data = propertyJsonLd(property, {
      canonical: "https://darna.tn/proprietes/1",
      images: ["https://darna.tn/media/a.webp"],
    });
    expect(data).toMatchObject({
      "@type": "RealEstateListing",
      url: "https://darna.tn/proprietes/1",
      image: ["https://darna.tn/media/a.webp"],
      offers: { "@type": "Offer", price: 850_000, priceCurrency: "TND" },
    });
  });

  it("prices a rental per month", () => {
    const data = propertyJsonLd(
      { ...property, announcementType: "location", price: 1_200 },
      { canonical: "https://darna.tn/proprietes/1", images: [] },
    );
    expect(data.offers.priceSpecification).toMatchObject({ price: 1_200, unitCode: "MON" });
    expect(data).not.toHaveProperty("image");
  });

  it("says a sold or rented property's offer is closed, and only then", () => {
    const urls = { canonical: "https://darna.tn/proprietes/1", images: [] };
    expect(propertyJsonLd({ ...property, closed: true }, urls).offers).toMatchObject({
      availability: "https://schema.org/SoldOut",
    });
    expect(propertyJsonLd(property, urls).offers).not.toHaveProperty("availability");
  });
});

describe("JsonLdScript", () => {
  it("carries the CSP nonce and cannot be closed by the data", () => {
    const html = renderToString(
      <NonceProvider value="abc123">
        <JsonLdScript
          data={propertyJsonLd(property, { canonical: "https://d.tn/p", images: [] })}
        />
      </NonceProvider>,
    );
    expect(html).toMatch(/^<script type="application\/ld\+json" nonce="abc123">/);
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(html).not.toContain("<script>alert");
  });

  it("keeps the data intact for a JSON parser", () => {
    const value = { name: "a < b & c > d </script>", line: "x\u2028y" };
    expect(JSON.parse(serializeJsonLd(value))).toEqual(value);
  });
});
