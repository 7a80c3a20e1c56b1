# A throwaway PostgreSQL 15 server for tests, durability runs and benchmarks. Source it (after
# common.sh), call pg_start, and pg_stop from an EXIT trap. pg_start exports TEST_DATABASE_URL.
# It listens only on 127.0.0.1, on a free port, with its unix socket inside its own temp dir.
# PostgreSQL refuses to run as root, so the cluster belongs to the postgres user.

PG_BIN=${PG_BIN:-/usr/lib/postgresql/15/bin}
PG_DIR=""
PG_PORT=""

# Runs a command as the postgres user when we are root (as ourselves otherwise).
pg_as_owner() {
  if [ "$(id -u)" -eq 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}

# A random high port nobody answers on (also for the servers of scripts/lib/intake_run.sh);
# pg_start retries if it is taken meanwhile.
free_port() {
  local port
  while :; do
    # Below Linux's ephemeral range (32768-60999), where a client socket may hold the port.
    port=$((20000 + RANDOM % 12000))
    (exec 3<>"/dev/tcp/127.0.0.1/$port") 2>/dev/null || { echo "$port"; return; }
  done
}

# PG_EXTRA_OPTIONS: more server settings ("-c name=value ..."), e.g. a benchmark's slow-statement log.
pg_start() {
  [ -x "$PG_BIN/initdb" ] || { echo "PostgreSQL 15 not found in $PG_BIN (install postgresql)" >&2; return 1; }
  PG_DIR=$(mktemp -d "${TMPDIR:-/tmp}/firm-pg-XXXXXX")
  chmod 755 "$PG_DIR"
  mkdir -p "$PG_DIR/data" "$PG_DIR/socket"
  [ "$(id -u)" -eq 0 ] && chown -R postgres:postgres "$PG_DIR"
  pg_as_owner "$PG_BIN/initdb" -D "$PG_DIR/data" --auth=trust -U postgres -E UTF8 --locale=C.UTF-8 \
    >"$PG_DIR/initdb.log" 2>&1 || { cat "$PG_DIR/initdb.log" >&2; return 1; }
  local attempt
  for attempt in 1 2 3; do
    PG_PORT=$(free_port)
    # fsync stays on: the durability test needs a real COMMIT.
    if pg_as_owner "$PG_BIN/pg_ctl" -D "$PG_DIR/data" -l "$PG_DIR/server.log" -w -t 30 start \
      -o "-c listen_addresses=127.0.0.1 -p $PG_PORT -c unix_socket_directories=$PG_DIR/socket -c max_connections=200 ${PG_EXTRA_OPTIONS:-}" \
      >/dev/null; then
      pg_as_owner "$PG_BIN/psql" -h 127.0.0.1 -p "$PG_PORT" -U postgres -d postgres -q -v ON_ERROR_STOP=1 \
        -c "CREATE DATABASE firm_test" >/dev/null || return 1
      export TEST_DATABASE_URL="postgresql://postgres@127.0.0.1:$PG_PORT/firm_test"
      echo "PostgreSQL 15 for tests on 127.0.0.1:$PG_PORT" >&2
      return 0
    fi
    echo "pg_ctl start failed (attempt $attempt):" >&2
    tail -5 "$PG_DIR/server.log" >&2 || true
  done
  return 1
}

# Immediate shutdown, then the temp dir goes. Safe to call twice or before pg_start.
pg_stop() {
  if [ -n "$PG_DIR" ] && [ -d "$PG_DIR" ]; then
    pg_as_owner "$PG_BIN/pg_ctl" -D "$PG_DIR/data" -m immediate -w -t 30 stop >/dev/null 2>&1 || true
    rm -rf "$PG_DIR"
  fi
  PG_DIR=""
}
