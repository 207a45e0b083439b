import { describe, expect, it } from "vitest";
import { FORM_BODY_LIMITS, readFormBody } from "./read-form.server";

const post = (body: BodyInit, headers: Record<string, string> = {}) =>
  new Request("http://localhost/contact", {
    method: "POST",
    body,
    headers,
    duplex: "half",
  } as RequestInit);

describe("readFormBody", () => {
  it("reads URL-encoded and multipart forms, and says whether JavaScript sent them", async () => {
    const plain = await readFormBody(
      post("name=Amira&enhanced=1", { "content-type": "application/x-www-form-urlencoded" }),
      FORM_BODY_LIMITS.text,
    );
    expect(plain).toMatchObject({ status: "ok", enhanced: true });
    expect(plain.status === "ok" && plain.form.get("name")).toBe("Amira");

    const multipart = new FormData();
    multipart.set("name", "Youssef");
    const read = await readFormBody(post(multipart), FORM_BODY_LIMITS.text);
    expect(read).toMatchObject({ status: "ok", enhanced: false });
  });

  it("refuses an announced size above the limit before reading it", async () => {
    const body = await readFormBody(
      post("a=1", {
        "content-type": "application/x-www-form-urlencoded",
        "content-length": String(FORM_BODY_LIMITS.text + 1),
      }),
      FORM_BODY_LIMITS.text,
    );
    expect(body).toEqual({ status: "too_large" });
  });

  it("stops reading a body without a size once it passes the limit", async () => {
    let sent = 0;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        sent += 64 * 1024;
        controller.enqueue(new Uint8Array(64 * 1024).fill(97));
      },
    });
    const body = await readFormBody(
      post(endless, { "content-type": "application/x-www-form-urlencoded" }),
      FORM_BODY_LIMITS.text,
    );
    expect(body).toEqual({ status: "too_large" });
    expect(sent).toBeLessThan(FORM_BODY_LIMITS.text + 256 * 1024);
  });

  it("calls JSON and broken multipart bodies malformed", async () => {
    expect(
      await readFormBody(post("{}", { "content-type": "application/json" }), FORM_BODY_LIMITS.text),
    ).toEqual({ status: "malformed" });
    expect(
      await readFormBody(
        post("--x\r\nbroken", { "content-type": "multipart/form-data; boundary=x" }),
        FORM_BODY_LIMITS.text,
      ),
    ).toEqual({ status: "malformed" });
  });
});
