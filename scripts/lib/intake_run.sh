# Helpers for scripts that run firm-server against SQLite and PostgreSQL (durability-test,
# bench-intake). Source after common.sh and postgres.sh.

BUILD_DIR=${FIRM_BUILD_DIR:-$REPO_ROOT/server/build}
SERVER_BIN=$BUILD_DIR/firm-server
LOADGEN_BIN=$BUILD_DIR/firm-loadgen

# A tiny site: the intake runs do not need the web build.
make_minimal_site() {
  mkdir -p "$1/public"
  echo '{}' >"$1/manifest.json"
  echo '<!doctype html><title>intake run</title>' >"$1/public/index.html"
}

# A fresh, empty database on the test PostgreSQL server; prints its URL.
pg_fresh_database() {
  local name=$1
  PGOPTIONS='-c client_min_messages=warning' psql "$TEST_DATABASE_URL" -q -v ON_ERROR_STOP=1 -c "DROP DATABASE IF EXISTS $name WITH (FORCE)" \
    -c "CREATE DATABASE $name" >/dev/null
  echo "${TEST_DATABASE_URL%/*}/$name"
}

# start_server PORT DATA_DIR DATABASE_URL(or empty) LOG THREADS: sets SERVER_PID, waits for
# /healthz (10 s at most).
start_server() {
  local port=$1 data=$2 url=$3 log=$4 threads=${5:-2}
  PORT=$port HOST=127.0.0.1 THREADS=$threads SITE_DIR="$RUN_DIR/site" DATA_DIR="$data" \
    FORMS_DIR="$REPO_ROOT/config/forms" INTAKE_RATE_LIMIT=off DATABASE_URL="$url" \
    "$SERVER_BIN" >/dev/null 2>>"$log" &
  SERVER_PID=$!
  local i
  for i in $(seq 1 100); do
    curl -fsS -o /dev/null --max-time 1 "http://127.0.0.1:$port/healthz" 2>/dev/null && return 0
    kill -0 "$SERVER_PID" 2>/dev/null || break
    sleep 0.1
  done
  echo "server did not start; its stderr:" >&2
  cat "$log" >&2
  return 1
}
