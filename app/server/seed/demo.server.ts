import type { TDatabase } from "../db/client.server";

export type TSeedResult = { password: string; accounts: { email: string; role: string }[] };

export async function seedDemoIfEmpty(
  _db: TDatabase,
  _options: { dataDir: string },
): Promise<TSeedResult | null> {
  return null;
}
