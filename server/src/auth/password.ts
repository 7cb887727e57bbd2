import argon2 from 'argon2';
import { randomInt } from 'node:crypto';

/**
 * argon2id at OWASP's 19 MiB, with passes added until one verification costs
 * 50–250 ms on our 2-core machines (measured by `npm run bench -- login`).
 */
const hashOptions = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 6, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, hashOptions);
}

export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}

let decoyHash: Promise<string> | undefined;

/**
 * Spends the same time as a real check, for an unknown e-mail, so the answer's
 * timing does not tell whether an account exists.
 */
export async function verifyAgainstDecoy(password: string): Promise<false> {
  decoyHash ??= hashPassword('decoy-password-for-unknown-accounts');
  await verifyPassword(await decoyHash, password);
  return false;
}

/** Letters and digits that cannot be misread for one another when read aloud or copied by hand. */
const readableAlphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';

export function generatePassword(length = 16): string {
  let out = '';
  for (let i = 0; i < length; i++) out += readableAlphabet[randomInt(readableAlphabet.length)];
  return out;
}
