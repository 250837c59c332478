#!/usr/bin/env bash
# Runs a command against a throwaway PostgreSQL cluster:
#   bash scripts/with-postgres.sh npx vitest run tests/gateway
# The cluster lives in a temp dir, listens on a free port of 127.0.0.1 (trust auth), and
# is stopped and removed on exit. TEST_DATABASE_URL points at it; the command's exit code
# is returned.
#
# PG_SERVER_OPTIONS adds server settings (the platform benchmark's memory: see README).
#
# With --replica, a streaming standby of it too (issue 30 item 5: DATABASE_READ_URL), made
# with pg_basebackup -R, on its own port and data folder; TEST_DATABASE_READ_URL points at it:
#   bash scripts/with-postgres.sh --replica npx vitest run tests/gateway/replica.test.ts
set -euo pipefail

REPLICA=0
if [ "${1:-}" = "--replica" ]; then
  REPLICA=1
  shift
fi
if [ "$#" -eq 0 ]; then
  echo "usage: bash scripts/with-postgres.sh [--replica] <command...>" >&2
  exit 2
fi

find_bin() {
  ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | while read -r dir; do
    if [ -x "$dir/pg_ctl" ] && [ -x "$dir/initdb" ]; then echo "$dir"; fi
  done | tail -n 1
}

PG_BIN="$(find_bin)"
if [ -z "$PG_BIN" ]; then
  if [ "$(id -u)" -ne 0 ]; then
    echo "PostgreSQL is not installed and installing it needs root (apt-get install postgresql)." >&2
    exit 1
  fi
  echo "Installing PostgreSQL…" >&2
  apt-get update >&2
  DEBIAN_FRONTEND=noninteractive apt-get install -y postgresql >&2
  PG_BIN="$(find_bin)"
  [ -n "$PG_BIN" ] || { echo "PostgreSQL binaries not found after install." >&2; exit 1; }
fi

# root cannot run postgres: run the server tools as the postgres OS user then.
if [ "$(id -u)" -eq 0 ]; then
  id postgres >/dev/null 2>&1 || useradd --system --home-dir /nonexistent --shell /usr/sbin/nologin postgres
fi
as_pg() {
  if [ "$(id -u)" -eq 0 ]; then
    runuser -u postgres -- "$@"
  else
    "$@"
  fi
}

free_port() {
  node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})"
}

PG_DIR="$(mktemp -d /tmp/with-postgres.XXXXXX)"
chmod 755 "$PG_DIR"
if [ "$(id -u)" -eq 0 ]; then chown postgres: "$PG_DIR"; fi

cleanup() {
  if [ -d "$PG_DIR/replica" ]; then as_pg "$PG_BIN/pg_ctl" -D "$PG_DIR/replica" -m immediate -w stop >/dev/null 2>&1 || true; fi
  as_pg "$PG_BIN/pg_ctl" -D "$PG_DIR/data" -m immediate -w stop >/dev/null 2>&1 || true
  rm -rf "$PG_DIR"
}
trap cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

as_pg "$PG_BIN/initdb" -D "$PG_DIR/data" -U postgres --auth=trust --encoding=UTF8 --no-locale >"$PG_DIR/initdb.log" 2>&1 \
  || { cat "$PG_DIR/initdb.log" >&2; exit 1; }

PORT="$(free_port)"
# Throwaway data: durability off makes CREATE DATABASE and the tests fast.
as_pg "$PG_BIN/pg_ctl" -D "$PG_DIR/data" -l "$PG_DIR/server.log" -w -t 30 \
  -o "-h 127.0.0.1 -p $PORT -k $PG_DIR -c fsync=off -c synchronous_commit=off -c full_page_writes=off ${PG_SERVER_OPTIONS:-}" start >/dev/null \
  || { cat "$PG_DIR/server.log" >&2; exit 1; }

export TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$PORT/postgres"
echo "PostgreSQL $("$PG_BIN/postgres" --version | awk '{print $3}') on 127.0.0.1:$PORT (TEST_DATABASE_URL set)" >&2

if [ "$REPLICA" -eq 1 ]; then
  # initdb's pg_hba.conf trusts replication connections from 127.0.0.1, and wal_level is
  # 'replica' by default: the standby copies the primary and streams its WAL from then on.
  as_pg "$PG_BIN/pg_basebackup" -h 127.0.0.1 -p "$PORT" -U postgres -D "$PG_DIR/replica" -R -X stream -c fast \
    >"$PG_DIR/basebackup.log" 2>&1 || { cat "$PG_DIR/basebackup.log" >&2; exit 1; }
  REPLICA_PORT="$(free_port)"
  as_pg "$PG_BIN/pg_ctl" -D "$PG_DIR/replica" -l "$PG_DIR/replica.log" -w -t 30 \
    -o "-h 127.0.0.1 -p $REPLICA_PORT -k $PG_DIR -c fsync=off -c hot_standby=on" start >/dev/null \
    || { cat "$PG_DIR/replica.log" >&2; exit 1; }
  export TEST_DATABASE_READ_URL="postgres://postgres@127.0.0.1:$REPLICA_PORT/postgres"
  echo "Streaming replica on 127.0.0.1:$REPLICA_PORT (TEST_DATABASE_READ_URL set)" >&2
fi

set +e
"$@"
status=$?
set -e
exit "$status"
