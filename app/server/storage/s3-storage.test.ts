import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startS3Server, type TS3Server } from "../../../tests/fixtures/s3";
import { createS3Storage, type TS3Storage } from "./s3-storage.server";

let s3: TS3Server;
let storage: TS3Storage;

beforeAll(async () => {
  s3 = await startS3Server();
  storage = createS3Storage(s3.config);
});

afterAll(async () => {
  await s3?.close();
});

describe("S3 storage", () => {
  it("stores, reads and deletes an object", async () => {
    const key = "property_images/u1/a.webp";
    await storage.put(key, Buffer.from("photo"), "image/webp");
    expect(await storage.exists(key)).toBe(true);
    expect(await storage.size(key)).toBe(5);
    const object = await storage.open(key, { method: "GET" });
    expect(object?.status).toBe(200);
    expect(object?.headers.get("content-type")).toBe("image/webp");
    expect(await new Response(object?.body).text()).toBe("photo");
    await storage.delete(key);
    expect(await storage.exists(key)).toBe(false);
    expect(await storage.open(key, { method: "GET" })).toBeNull();
  });

  it("checks the bucket", async () => {
    await expect(storage.check()).resolves.toBeUndefined();
  });
});
