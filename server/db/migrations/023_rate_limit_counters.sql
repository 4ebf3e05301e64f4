-- Attempt counters for the rate limits (sign-in failures, codes and links sent, requests per
-- address), in fixed windows. In the database rather than in memory, so that every server process
-- on it counts together.
CREATE TABLE rate_limit_counters (
  -- What is counted, e.g. "password:19:demo@example.com:203.0.113.7".
  key text PRIMARY KEY CHECK (length(key) BETWEEN 1 AND 512),
  count integer NOT NULL CHECK (count >= 0),
  resets_at timestamptz NOT NULL
);

-- Ended windows are swept now and then.
CREATE INDEX rate_limit_counters_resets_at ON rate_limit_counters (resets_at);
