import { describe, expect, it } from "vitest";
import {
  clearDraftHeaders,
  draftCookieHeaders,
  hasDraftCookie,
  readDraft,
} from "./draft-cookie.server";
import { MESSAGE_BODY_MAX, ZMessageBody } from "./schemas";

/*
 * A visitor's first message kept through sign-in (issue 22): the longest message in the widest
 * characters fits the browser's cookies and comes back whole; nothing else is taken for a draft.
 */

const LISTING = "6f1c1e6e-2f0b-4c55-9d53-0b8f3f1e9a10";

/** The request a browser sends back with the cookies `headers` set. */
function requestWith(headers: Headers): Request {
  const cookie = headers
    .getSetCookie()
    .map((line) => line.split(";")[0] as string)
    .filter((pair) => !pair.endsWith("="))
    .join("; ");
  return new Request("http://localhost/messages/nouveau", { headers: { cookie } });
}

describe("the draft kept through sign-in", () => {
  it("keeps 2,000 characters of Arabic or of 3-byte symbols within the browser's cookie size", () => {
    for (const body of ["ش".repeat(MESSAGE_BODY_MAX), "€".repeat(MESSAGE_BODY_MAX)]) {
      const headers = draftCookieHeaders({ kind: "property", listingId: LISTING, body });
      for (const line of headers.getSetCookie()) {
        expect(line).toContain("HttpOnly");
        expect(line).toContain("Path=/messages");
        expect(new TextEncoder().encode(line).length).toBeLessThan(4096);
      }
      expect(readDraft(requestWith(headers))).toEqual({
        kind: "property",
        listingId: LISTING,
        body,
      });
    }
  });

  it("reads nothing from no cookie, a forged one or a cleared one", () => {
    expect(readDraft(new Request("http://localhost/"))).toBeNull();
    const forged = new Request("http://localhost/", {
      headers: { cookie: "darna_brouillon_0=eyJraW5kIjoidm9pdHVyZSJ9" },
    });
    expect(readDraft(forged)).toBeNull();
    expect(hasDraftCookie(forged)).toBe(true);
    for (const line of clearDraftHeaders().getSetCookie()) expect(line).toContain("Max-Age=0");
  });
});

describe("a message's body", () => {
  it("is kept without directional overrides, and nothing but them is no message", () => {
    expect(ZMessageBody.parse(" \u202eمرحبا\u202c, la villa est libre ? ")).toBe(
      "مرحبا, la villa est libre ?",
    );
    expect(ZMessageBody.safeParse("\u2067\u2069").success).toBe(false);
  });
});
