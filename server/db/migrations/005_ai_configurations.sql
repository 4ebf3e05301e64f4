-- Per-store switches for the Ask AI assistant. No row means the assistant is off.
CREATE TABLE ai_configurations (
  store_id integer PRIMARY KEY REFERENCES stores (id) ON DELETE CASCADE,
  ask_ai boolean NOT NULL DEFAULT false
);
