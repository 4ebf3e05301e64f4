-- The RS256 key pair that signs access and id tokens, kept as JWKs so tokens survive a restart and
-- every process behind one database signs and verifies alike. Old keys stay for verification.
CREATE TABLE signing_keys (
  kid text PRIMARY KEY CHECK (kid ~ '^[A-Za-z0-9_-]{8,64}$'),
  alg text NOT NULL CHECK (alg = 'RS256'),
  public_jwk jsonb NOT NULL,
  private_jwk jsonb NOT NULL,
  active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- One key signs at a time; a second process creating one at the same moment loses the race.
CREATE UNIQUE INDEX signing_keys_one_active ON signing_keys (active) WHERE active;
