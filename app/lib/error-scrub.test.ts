import { describe, expect, it } from "vitest";
import { scrubEvent, scrubText } from "./error-scrub";

describe("scrubEvent", () => {
  it("keeps the error, its place, the request id and the release, and drops what is someone's", () => {
    const event = scrubEvent({
      event_id: "0123456789abcdef0123456789abcdef",
      release: "darna@1.0.0",
      tags: { request_id: "b610b9e5-5184-4fab-94cb-7aafcbfd73eb" },
      exception: {
        values: [{ type: "Error", value: "échec pour amira@demo.darna.tn", stacktrace: {} }],
      },
      user: { id: "u1", email: "amira@demo.darna.tn", ip_address: "10.0.0.1" },
      request: {
        url: "https://darna.tn/reinitialiser-mot-de-passe?token=abc",
        headers: { Authorization: "Bearer abc", Cookie: "session=abc", "User-Agent": "Firefox" },
        cookies: { session: "abc" },
        data: "message=Bonjour, mon numéro est le 22 000 000",
        query_string: "token=abc",
      },
      breadcrumbs: [{ message: "POST /messages", data: { body: "Bonjour" } }],
    });
    expect(event).toEqual({
      event_id: "0123456789abcdef0123456789abcdef",
      release: "darna@1.0.0",
      tags: { request_id: "b610b9e5-5184-4fab-94cb-7aafcbfd73eb" },
      exception: { values: [{ type: "Error", value: "échec pour [e-mail]", stacktrace: {} }] },
      request: {
        url: "https://darna.tn/reinitialiser-mot-de-passe?[filtré]",
        headers: { "User-Agent": "Firefox" },
      },
      breadcrumbs: [{ message: "POST /messages" }],
    });
  });

  it("hides tokens written into messages", () => {
    expect(scrubText("jeton refusé : token=abc123&x=1")).toBe("jeton refusé : token=[filtré]&x=1");
    expect(scrubText("Authorization: Bearer eyJhbGciOi.x.y")).toBe(
      "Authorization: Bearer [filtré]",
    );
    expect(scrubText(`session ${"A".repeat(40)} expirée`)).toBe("session [filtré] expirée");
  });
});
