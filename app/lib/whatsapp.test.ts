import { describe, expect, it } from "vitest";
import { propertyWhatsappMessage, whatsappLink, whatsappNumber } from "./whatsapp";

describe("whatsappNumber", () => {
  it("adds the Tunisian prefix to a local number typed with spaces", () => {
    expect(whatsappNumber("98 123 456")).toBe("21698123456");
  });

  it("keeps a number that already carries the prefix, whatever its punctuation", () => {
    expect(whatsappNumber("+216 98-123-456")).toBe("21698123456");
    expect(whatsappNumber("21698123456")).toBe("21698123456");
  });

  it("drops the 00 international access code", () => {
    expect(whatsappNumber("00216 98 123 456")).toBe("21698123456");
  });

  it("prefixes a local number that happens to start with 216", () => {
    expect(whatsappNumber("21 612 345")).toBe("21621612345");
  });

  it("returns null when there is no digit", () => {
    expect(whatsappNumber("")).toBeNull();
    expect(whatsappNumber("   ")).toBeNull();
    expect(whatsappNumber("non communiqué")).toBeNull();
    expect(whatsappNumber(null)).toBeNull();
    expect(whatsappNumber(undefined)).toBeNull();
  });
});

describe("whatsappLink", () => {
  it("builds a wa.me link with the encoded greeting", () => {
    const link = whatsappLink("+216 98 123 456", propertyWhatsappMessage("Villa & piscine"));
    expect(link).toBe(
      `https://wa.me/21698123456?text=${encodeURIComponent(
        "Bonjour, je suis intéressé(e) par votre annonce « Villa & piscine » sur Darna.",
      )}`,
    );
    const text = new URL(link ?? "").searchParams.get("text");
    expect(text).toBe(
      "Bonjour, je suis intéressé(e) par votre annonce « Villa & piscine » sur Darna.",
    );
  });

  it("omits the text parameter when there is no message", () => {
    expect(whatsappLink("98123456")).toBe("https://wa.me/21698123456");
    expect(whatsappLink("98123456", "  ")).toBe("https://wa.me/21698123456");
  });

  it("returns null without a number so the button can be disabled", () => {
    expect(whatsappLink("", "Bonjour")).toBeNull();
    expect(whatsappLink(null, "Bonjour")).toBeNull();
  });
});

describe("greetings", () => {
  it("names the listing title", () => {
    expect(propertyWhatsappMessage("  Appartement S+2 à La Marsa ")).toBe(
      "Bonjour, je suis intéressé(e) par votre annonce « Appartement S+2 à La Marsa » sur Darna.",
    );
  });
});
