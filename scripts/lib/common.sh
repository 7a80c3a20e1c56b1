# Shared by scripts/run, scripts/test and scripts/bench. Source it; do not run it.
# Everything the project needs is installed from here: Debian packages with apt-get and the web
# toolchain with `npm ci` from the committed lockfile. Nothing is expected to be there by hand.
set -euo pipefail

REPO_ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
export REPO_ROOT
JOBS=$(nproc 2>/dev/null || echo 2)

# Build and run-time libraries of the C++ server.
SERVER_PACKAGES=(cmake g++ make pkg-config libasio-dev nlohmann-json3-dev libssl-dev
  libcurl4-openssl-dev libsqlite3-dev libpq-dev libargon2-dev libgtest-dev liboath-dev libqrencode-dev zlib1g-dev
  libgmime-3.0-dev libkainjow-mustache-dev libpodofo-dev libcairo2-dev libpango1.0-dev fonts-dejavu-core
  prometheus-cpp-dev libhowardhinnant-date-dev tzdata)
# Checks and browser tests; PostgreSQL 15 for the storage tests (started per run, see postgres.sh),
# curl and psql for the durability script; clang and its runtime (libFuzzer, sanitizers) for the
# fuzz targets (scripts/lib/sanitizers.sh); ccache to keep compiled objects between runs; poppler's
# pdfsig and pdftotext to check the sealed agreement PDFs.
TEST_PACKAGES=(clang-format chromium postgresql curl clang libclang-rt-14-dev ccache poppler-utils)
# The benchmark's reference server and load generator.
BENCH_PACKAGES=(nginx-light libnginx-mod-http-brotli-static wrk)
# RESTinio's router, which scripts/bench-router compares against ours (the server does not use it).
ROUTER_BENCH_PACKAGES=(librestinio-dev libfmt-dev libhttp-parser-dev)

log() { printf '\n==> %s\n' "$*" >&2; }

as_root() {
  if [ "$(id -u)" -eq 0 ]; then "$@"; else sudo "$@"; fi
}

# Installs the named Debian packages that are missing; a no-op when all are there.
ensure_packages() {
  local missing=()
  local pkg
  for pkg in "$@"; do
    dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q "install ok installed" || missing+=("$pkg")
  done
  if ! command -v node >/dev/null || ! command -v npm >/dev/null; then missing+=(nodejs npm); fi
  [ ${#missing[@]} -eq 0 ] && return 0
  log "installing Debian packages: ${missing[*]}"
  as_root env DEBIAN_FRONTEND=noninteractive apt-get update -qq
  as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}"
}

# npm ci from the lockfile when node_modules is missing or older than the lockfile. The lockfile
# pins the `node` package, so every npm script runs on that Node (see docs/decisions).
ensure_web_deps() {
  cd "$REPO_ROOT/web"
  if [ ! -f node_modules/.package-lock.json ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
    log "installing web dependencies (npm ci)"
    npm ci --no-audit --no-fund --loglevel=error
  fi
}

build_web() {
  log "building the web site"
  (cd "$REPO_ROOT/web" && npm run --silent build)
}

# The plain Release build in server/build. Arguments go to cmake --build (scripts/run and
# scripts/test name their targets, e.g. --target firm-server); none builds everything,
# tests included. ccache is used when installed (server/CMakeLists.txt).
build_server() {
  log "building the C++ server"
  cmake -S "$REPO_ROOT/server" -B "$REPO_ROOT/server/build" -DCMAKE_BUILD_TYPE=Release >/dev/null
  cmake --build "$REPO_ROOT/server/build" -j"$JOBS" "$@"
}
