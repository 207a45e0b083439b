/** What the page and the shrinking worker say to each other (photo-shrink.ts). */

/** The long edge a photo travels at: above what any page shows (1,600 px), well below a camera's. */
export const SHRINK_MAX_SIDE = 2048;
export const SHRINK_QUALITY = 0.85;

export type TShrinkRequest = { id: number; file: File };

export type TShrinkOutcome =
  | { kind: "shrunk"; blob: Blob; width: number; height: number }
  /** Small enough already, or not worth re-encoding: the original travels. */
  | { kind: "kept" }
  /** The browser cannot draw it: the server, which reads more formats, decides. */
  | { kind: "undecodable" };

export type TShrinkAnswer = { id: number } & TShrinkOutcome;
