-- Binary files the server hands out under /media/<path> (store logos for now; product images later).
-- Kept in the database so a deployment is one process and one database, with nothing on local disk.
CREATE TABLE media_files (
  path text PRIMARY KEY
    CHECK (path ~ '^[A-Za-z0-9_-][A-Za-z0-9._-]*(/[A-Za-z0-9_-][A-Za-z0-9._-]*)*$' AND length(path) <= 512),
  content_type text NOT NULL CHECK (content_type ~ '^[a-z]+/[a-z0-9.+-]+$'),
  body bytea NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
