// The RS256 key pair that signs access and id tokens. Created on first use and stored as JWKs in
// signing_keys, so tokens survive restarts and every process on one database shares the key.
import {
  type CryptoKey,
  calculateJwkThumbprint,
  exportJWK,
  generateKeyPair,
  importJWK,
  type JSONWebKeySet,
  type JWK,
} from 'jose';
import type { Queryable } from '../db/db.ts';

export const SIGNING_ALGORITHM = 'RS256';

interface KeyRow {
  kid: string;
  public_jwk: JWK;
  private_jwk: JWK;
  active: boolean;
}

interface LoadedKeys {
  signing: { kid: string; privateKey: CryptoKey };
  verifying: Map<string, CryptoKey>;
  jwks: JSONWebKeySet;
}

export class SigningKeys {
  // Read once per process and kept: the keys are data derived from signing_keys, which only ever
  // gains a key when none is active, and the one-active index lets a single process's key in, so
  // every process on the database reads the same keys. Nothing here is written from memory.
  private loaded: Promise<LoadedKeys> | undefined;

  constructor(private readonly db: Queryable) {}

  /** The active key. Load it before opening a transaction: on PGlite a query outside it would wait. */
  async signing(): Promise<{ kid: string; privateKey: CryptoKey }> {
    return (await this.load()).signing;
  }

  /** The public key with this id, or undefined (a token signed elsewhere, or a made-up kid). */
  async verifying(kid: string | undefined): Promise<CryptoKey | undefined> {
    return kid === undefined ? undefined : (await this.load()).verifying.get(kid);
  }

  /** Every public key, for GET .well-known/jwks.json. */
  async jwks(): Promise<JSONWebKeySet> {
    return (await this.load()).jwks;
  }

  private load(): Promise<LoadedKeys> {
    this.loaded ??= this.read().catch((error: unknown) => {
      this.loaded = undefined; // try again on the next request
      throw error;
    });
    return this.loaded;
  }

  private async read(): Promise<LoadedKeys> {
    let rows = await this.selectAll();
    if (!rows.some((row) => row.active)) {
      await this.create();
      rows = await this.selectAll();
    }
    const active = rows.find((row) => row.active);
    if (!active) throw new Error('No active signing key after creating one');
    const verifying = new Map<string, CryptoKey>();
    for (const row of rows) {
      verifying.set(row.kid, (await importJWK(row.public_jwk, SIGNING_ALGORITHM)) as CryptoKey);
    }
    return {
      signing: {
        kid: active.kid,
        privateKey: (await importJWK(active.private_jwk, SIGNING_ALGORITHM)) as CryptoKey,
      },
      verifying,
      jwks: { keys: rows.map((row) => publicJwk(row)) },
    };
  }

  private selectAll(): Promise<KeyRow[]> {
    return this.db.query<KeyRow>(
      'SELECT kid, public_jwk, private_jwk, active FROM signing_keys ORDER BY active DESC, created_at DESC',
    );
  }

  private async create(): Promise<void> {
    const { publicKey, privateKey } = await generateKeyPair(SIGNING_ALGORITHM, {
      modulusLength: 2048,
      extractable: true,
    });
    const publicJwkValue = await exportJWK(publicKey);
    const kid = await calculateJwkThumbprint(publicJwkValue);
    // Another process may have created one meanwhile: the one-active index makes this a no-op then.
    await this.db.query(
      `INSERT INTO signing_keys (kid, alg, public_jwk, private_jwk) VALUES ($1, $2, $3::jsonb, $4::jsonb)
       ON CONFLICT DO NOTHING`,
      [kid, SIGNING_ALGORITHM, JSON.stringify(publicJwkValue), JSON.stringify(await exportJWK(privateKey))],
    );
  }
}

function publicJwk(row: KeyRow): JWK {
  const { kty, n, e } = row.public_jwk;
  return { kty, n, e, kid: row.kid, alg: SIGNING_ALGORITHM, use: 'sig' };
}
