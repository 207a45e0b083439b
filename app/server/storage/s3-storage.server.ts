import {
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from "@aws-sdk/client-s3";
import { EnvError, type TEnv } from "../env.server";
import { isSafeKey, type TStorage } from "./contract.server";

export type TS3Config = {
  bucket: string;
  endpoint?: string;
  region?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle: boolean;
};

type TS3Env = Pick<
  TEnv,
  | "S3_BUCKET"
  | "S3_ENDPOINT"
  | "S3_REGION"
  | "S3_ACCESS_KEY_ID"
  | "S3_SECRET_ACCESS_KEY"
  | "S3_FORCE_PATH_STYLE"
>;

/** The bucket the environment names, or null when files stay on local disk. */
export function s3ConfigFromEnv(env: TS3Env): TS3Config | null {
  if (!env.S3_BUCKET) return null;
  return {
    bucket: env.S3_BUCKET,
    endpoint: env.S3_ENDPOINT,
    region: env.S3_REGION,
    accessKeyId: env.S3_ACCESS_KEY_ID,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY,
    forcePathStyle: env.S3_FORCE_PATH_STYLE,
  };
}

/** What GET/HEAD /media/{key} needs from the bucket, headers as the bucket gave them. */
export type TStoredObject =
  | { status: 200 | 206; body: ReadableStream<Uint8Array> | null; headers: Headers }
  | { status: 304 | 416; body: null; headers: Headers };

export type TMediaRequest = {
  method: "GET" | "HEAD";
  range?: string;
  ifNoneMatch?: string;
  ifModifiedSince?: string;
};

export type TS3Storage = TStorage & {
  readonly kind: "s3";
  readonly bucket: string;
  readonly client: S3Client;
  /** Null when there is no such object. */
  open(key: string, request: TMediaRequest): Promise<TStoredObject | null>;
  /** Size in bytes of the object, or null when there is none. */
  size(key: string): Promise<number | null>;
  /** Throws StorageSetupError naming what to fix when the bucket cannot be used. */
  check(): Promise<void>;
};

export function isBucket(storage: TStorage): storage is TS3Storage {
  return (storage as Partial<TS3Storage>).kind === "s3";
}

/**
 * The bucket the environment names cannot be used: a configuration error like any other, so
 * the process entries print it as their one line and stop.
 */
export class StorageSetupError extends EnvError {}

// S3 deletes at most 1,000 keys per request and lists 1,000 per page.
const DELETE_BATCH = 1000;

export function createS3Client(config: TS3Config): S3Client {
  // The SDK warns on Node 20 that *future* releases will need Node 22; the version pinned in
  // package.json supports Node 20 (engines), and a multi-line warning would bury the start-up
  // line. Whoever upgrades the SDK reads its engines field.
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= "true";
  return new S3Client({
    endpoint: config.endpoint,
    // The SDK insists on a region; MinIO and s3rver accept any, AWS's default is us-east-1.
    region: config.region ?? "us-east-1",
    forcePathStyle: config.forcePathStyle,
    credentials:
      config.accessKeyId && config.secretAccessKey
        ? { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey }
        : undefined,
    // Newer SDKs add CRC checksums that S3-compatible servers (s3rver, older MinIO, some
    // providers) reject or do not send: only when the operation requires one.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
    // An endpoint that swallows packets must fail an upload (and the start) in seconds, not
    // hang the request until the browser gives up.
    requestHandler: { connectionTimeout: 5_000, requestTimeout: 30_000 },
    maxAttempts: 2,
  });
}

function statusOf(error: unknown): number | undefined {
  return (error as { $metadata?: { httpStatusCode?: number } })?.$metadata?.httpStatusCode;
}

function checkedKey(key: string): string {
  if (!isSafeKey(key)) throw new Error(`Clé de stockage invalide: ${key}`);
  return key;
}

export function createS3Storage(
  config: TS3Config,
  // Tests list and delete in small pages to see more than one.
  { deleteBatch = DELETE_BATCH }: { deleteBatch?: number } = {},
): TS3Storage {
  const client = createS3Client(config);
  const Bucket = config.bucket;

  async function size(key: string): Promise<number | null> {
    try {
      const head = await client.send(new HeadObjectCommand({ Bucket, Key: checkedKey(key) }));
      return head.ContentLength ?? 0;
    } catch (error) {
      if (statusOf(error) === 404) return null;
      throw error;
    }
  }

  return {
    kind: "s3",
    bucket: Bucket,
    client,
    async put(key, data, contentType) {
      // One PUT is atomic on S3: a reader sees the whole object or none.
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: checkedKey(key),
          Body: data,
          ContentType: contentType,
          ContentLength: data.byteLength,
        }),
      );
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: checkedKey(key) }));
    },
    async deletePrefix(prefix) {
      // "avatars/u1" must not take "avatars/u10/…" with it: a folder ends with a slash.
      const Prefix = `${checkedKey(prefix).replace(/\/+$/, "")}/`;
      // Each round lists the first page left and deletes it, so no continuation token is
      // needed: the original listing call does (every S3-compatible server has it), where
      // ListObjectsV2 makes some servers mint a token for a truncated page (s3rver cannot on
      // Node's OpenSSL 3 and fails).
      for (;;) {
        const page = await client.send(
          new ListObjectsCommand({ Bucket, Prefix, MaxKeys: deleteBatch }),
        );
        const keys = (page.Contents ?? []).flatMap((item) => (item.Key ? [{ Key: item.Key }] : []));
        if (keys.length === 0) return;
        const answer = await client.send(
          new DeleteObjectsCommand({ Bucket, Delete: { Objects: keys, Quiet: true } }),
        );
        const failed = answer.Errors ?? [];
        if (failed.length > 0) {
          throw new Error(
            `${failed.length} objet(s) non supprimé(s) sous ${Prefix}: ${failed[0]?.Message ?? ""}`,
          );
        }
        if (!page.IsTruncated) return;
      }
    },
    async exists(key) {
      return (await size(key)) !== null;
    },
    size,
    async read(key) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: checkedKey(key) }));
        return object.Body
          ? Buffer.from(await object.Body.transformToByteArray())
          : Buffer.alloc(0);
      } catch (error) {
        if (statusOf(error) === 404) return null;
        throw error;
      }
    },
    async open(key, request) {
      const input = {
        Bucket,
        Key: checkedKey(key),
        IfNoneMatch: request.ifNoneMatch,
        IfModifiedSince: request.ifModifiedSince
          ? parseHttpDate(request.ifModifiedSince)
          : undefined,
      };
      try {
        if (request.method === "HEAD") {
          const head = await client.send(new HeadObjectCommand(input));
          return { status: 200, body: null, headers: objectHeaders(head) };
        }
        const object = await client.send(new GetObjectCommand({ ...input, Range: request.range }));
        return {
          status: object.ContentRange ? 206 : 200,
          body: object.Body?.transformToWebStream() ?? null,
          headers: objectHeaders(object),
        };
      } catch (error) {
        const status = statusOf(error);
        if (status === 404) return null;
        if (status === 304) return { status: 304, body: null, headers: new Headers() };
        if (status === 416) return { status: 416, body: null, headers: new Headers() };
        throw error;
      }
    },
    async check() {
      try {
        await client.send(new HeadBucketCommand({ Bucket }));
      } catch (error) {
        throw new StorageSetupError(describeSetupFailure(config, error));
      }
    },
  };
}

function parseHttpDate(value: string): Date | undefined {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

type TObjectMetadata = {
  ContentType?: string;
  ContentLength?: number;
  ContentRange?: string;
  ETag?: string;
  LastModified?: Date;
};

function objectHeaders(object: TObjectMetadata): Headers {
  const headers = new Headers();
  headers.set("Content-Type", object.ContentType ?? "application/octet-stream");
  if (object.ContentLength !== undefined) {
    headers.set("Content-Length", String(object.ContentLength));
  }
  if (object.ContentRange) headers.set("Content-Range", object.ContentRange);
  if (object.ETag) headers.set("ETag", object.ETag);
  if (object.LastModified) headers.set("Last-Modified", object.LastModified.toUTCString());
  headers.set("Accept-Ranges", "bytes");
  return headers;
}

/** One line naming the variable to fix, from whatever the bucket (or the network) answered. */
export function describeSetupFailure(config: TS3Config, error: unknown): string {
  const where = config.endpoint ?? `AWS S3 (${config.region ?? "us-east-1"})`;
  const status = statusOf(error);
  if (status === 404) {
    return `le seau « ${config.bucket} » n'existe pas sur ${where}. Créez-le ou corrigez S3_BUCKET.`;
  }
  if (status === 401 || status === 403) {
    return `le stockage S3 (${where}) refuse l'accès au seau « ${config.bucket} ». Vérifiez S3_ACCESS_KEY_ID et S3_SECRET_ACCESS_KEY (et les droits de ces clés sur le seau).`;
  }
  if (status === 301 || status === 400) {
    return `le stockage S3 (${where}) refuse la requête sur le seau « ${config.bucket} » (HTTP ${status}). Vérifiez S3_REGION, S3_ENDPOINT et S3_FORCE_PATH_STYLE.`;
  }
  if (status !== undefined && !(error instanceof S3ServiceException && status < 500)) {
    return `le stockage S3 (${where}) répond HTTP ${status} pour le seau « ${config.bucket} ». Vérifiez S3_ENDPOINT.`;
  }
  const code = (error as { code?: string; name?: string })?.code ?? (error as Error)?.name ?? "";
  const reason = code ? ` (${code})` : "";
  return `le stockage S3 ne répond pas à l'adresse ${where}${reason}. Vérifiez S3_ENDPOINT et que le serveur de stockage est joignable.`;
}
