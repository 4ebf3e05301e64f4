#!/usr/bin/env bash
# Debian's PostgreSQL as the test database (as root, with the `postgresql` package installed):
# starts the first cluster (`15 main` on Debian 12) when it is down, makes the storefront role and
# test database when they are missing, and prints the database's URL. Safe to run again and again.
# Used by .ci/run and by `npm run test:postgres`.
set -euo pipefail
cd / # the postgres user may not be allowed into the caller's directory

read -r version cluster port status _ < <(pg_lsclusters --no-header | head -n 1) ||
  { echo "debian-postgres: no PostgreSQL cluster (pg_createcluster 15 main)" >&2; exit 1; }
[[ $status == online* ]] || pg_ctlcluster "$version" "$cluster" start >&2

as_postgres() { runuser -u postgres -- psql -p "$port" -XtAqc "$1"; }
# A local, throwaway test database: the password may be the role's name.
[ "$(as_postgres "SELECT 1 FROM pg_roles WHERE rolname = 'storefront'")" = 1 ] ||
  as_postgres "CREATE ROLE storefront LOGIN PASSWORD 'storefront'" >&2
[ "$(as_postgres "SELECT 1 FROM pg_database WHERE datname = 'storefront_test'")" = 1 ] ||
  as_postgres "CREATE DATABASE storefront_test OWNER storefront" >&2

echo "postgres://storefront:storefront@127.0.0.1:$port/storefront_test"
