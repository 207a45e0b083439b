import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { ImageRejectedError, MAX_UPLOAD_BYTES, processImage } from "./images.server";

async function jpegWithGps() {
  // A landscape photo taken with the phone turned (EXIF orientation 6) and a GPS position.
  return sharp({
    create: { width: 3000, height: 2000, channels: 3, background: { r: 200, g: 120, b: 60 } },
  })
    .withExif({
      IFD0: { Make: "Darna", Model: "Test" },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "36/1 48/1 0/1" },
    })
    .withMetadata({ orientation: 6 })
    .jpeg()
    .toBuffer();
}

describe("processImage", () => {
  it("builds a fixture that really carries GPS and orientation", async () => {
    const metadata = await sharp(await jpegWithGps()).metadata();
    expect(metadata.orientation).toBe(6);
    expect(metadata.exif?.toString("latin1")).toContain("Darna");
  });

  it("re-encodes as WebP, bounded, upright and without metadata", async () => {
    const result = await processImage(await jpegWithGps(), { maxSide: 1600 });
    const metadata = await sharp(result.data).metadata();
    expect(metadata.format).toBe("webp");
    // Orientation 6 means the camera was turned: the stored image is portrait.
    expect(metadata.width).toBe(1067);
    expect(metadata.height).toBe(1600);
    expect(metadata.exif).toBeUndefined();
    expect(metadata.orientation).toBeUndefined();
  });

  it("refuses a text file whatever its name", async () => {
    const error = await processImage(Buffer.from("<html>pas une image</html>"), {
      maxSide: 400,
    }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ImageRejectedError);
    expect((error as ImageRejectedError).reason).toBe("not_an_image");
  });

  it("refuses a file over 10 MB before decoding it", async () => {
    const error = await processImage(Buffer.alloc(MAX_UPLOAD_BYTES + 1), { maxSide: 400 }).catch(
      (caught: unknown) => caught,
    );
    expect((error as ImageRejectedError).reason).toBe("too_large");
  });

  it("refuses a truncated image", async () => {
    const jpeg = await jpegWithGps();
    const error = await processImage(jpeg.subarray(0, 2000), { maxSide: 400 }).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(ImageRejectedError);
  });
});
