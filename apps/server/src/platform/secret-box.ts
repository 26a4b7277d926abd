import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";

/** What a sealed value starts with: the format's version (AES-256-GCM, 96-bit IV, 128-bit tag). */
export const SEALED_PREFIX = "enc1:";

/**
 * Secrets at rest (ADR 0037 addendum, admin-ops): AES-256-GCM with a server key, a fresh random
 * IV per value, the tag checked on open, and a purpose bound in as associated data so a value
 * sealed for one column cannot be opened as another's. Stored as `enc1:` + base64url(iv‖tag‖text).
 */
export function createSecretBox(key: Buffer, purpose: string) {
  if (key.length !== 32) throw new Error("secret box: the key must be 32 bytes");
  const aad = Buffer.from(purpose, "utf8");
  return {
    isSealed: (value: string) => value.startsWith(SEALED_PREFIX),

    seal(plain: string): string {
      const iv = randomBytes(12);
      const cipher = createCipheriv("aes-256-gcm", key, iv);
      cipher.setAAD(aad);
      const text = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
      return SEALED_PREFIX + Buffer.concat([iv, cipher.getAuthTag(), text]).toString("base64url");
    },

    /** The plain value; throws for a value that is not sealed, was sealed with another key or purpose, or was altered. */
    open(sealed: string): string {
      if (!sealed.startsWith(SEALED_PREFIX)) throw new Error("secret box: the value is not sealed");
      const raw = Buffer.from(sealed.slice(SEALED_PREFIX.length), "base64url");
      if (raw.length < 28) throw new Error("secret box: the value is too short");
      const decipher = createDecipheriv("aes-256-gcm", key, raw.subarray(0, 12));
      decipher.setAAD(aad);
      decipher.setAuthTag(raw.subarray(12, 28));
      return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString("utf8");
    },
  };
}
export type SecretBox = ReturnType<typeof createSecretBox>;
