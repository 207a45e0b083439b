import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createS3Storage } from "~/server/storage/s3-storage.server";
import { installStorage, uploadsDir } from "~/server/storage/storage.server";
import { startS3Server, type TS3Server } from "../../tests/fixtures/s3";
import { createHttpApp } from "./app.server";

// Read once per process by env(): set before any module reads it.
vi.hoisted(() => {
  process.env.S3_PUBLIC_URL = "https://cdn.darna.test/photos/";
  process.env.MAP_TILES_URL = "https://{s}.tuiles.darna.test/{z}/{x}/{y}.png";
});

/*
 * S3_PUBLIC_URL (a CDN or a public bucket): rows keep `/media/{key}`, pages show those URLs, and
 * /media/ sends the browser to the CDN for good; the page's CSP lets images come from there.
 */
let s3: TS3Server;

beforeAll(async () => {
  s3 = await startS3Server();
  installStorage(createS3Storage(s3.config));
});

afterAll(async () => {
  await s3?.close();
});

const app = () =>
  createHttpApp({
    build: () => Promise.reject(new Error("aucune page dans ce test")),
    clientDir: path.join(uploadsDir(), "..", "client"),
    mediaDir: uploadsDir(),
  });

describe("photos from S3_PUBLIC_URL", () => {
  it("redirects /media/{key} permanently to the public URL of the object", async () => {
    const response = await app().request("/media/property_images/u1/photo.thumb.webp");
    expect(response.status).toBe(301);
    expect(response.headers.get("location")).toBe(
      "https://cdn.darna.test/photos/property_images/u1/photo.thumb.webp",
    );
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
  });

  it("lets pages load images from that origin and the map tiles' hosts, and only those", async () => {
    const response = await app().request("/media/property_images/u1/photo.webp");
    const imgSrc = response.headers
      .get("content-security-policy")
      ?.split(";")
      .map((directive) => directive.trim())
      .find((directive) => directive.startsWith("img-src"));
    expect(imgSrc).toBe(
      "img-src 'self' data: blob: https://cdn.darna.test https://*.tuiles.darna.test",
    );
  });

  it("still answers 404 for what cannot be a stored file", async () => {
    const response = await app().request("/media/..%2Fsecret");
    expect(response.status).toBe(404);
    expect(await response.text()).toBe("Fichier introuvable");
  });
});
