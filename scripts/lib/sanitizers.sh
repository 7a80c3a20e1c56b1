# The fuzzing and sanitizer steps of scripts/test and scripts/fuzz. Source it after common.sh.
# docs/decisions/0007-libfuzzer-and-sanitizers.md says why; docs/performance.md how long.

FUZZ_SOURCE="$REPO_ROOT/server/fuzz"
FUZZ_BUILD="$REPO_ROOT/server/build-fuzz"

# The targets: one server/fuzz/<name>_fuzz.cpp each (or those named in FUZZ_TARGETS).
fuzz_targets() {
  if [ -n "${FUZZ_TARGETS:-}" ]; then
    printf '%s\n' $FUZZ_TARGETS
    return
  fi
  local file
  for file in "$FUZZ_SOURCE"/*_fuzz.cpp; do
    file=${file##*/}
    echo "${file%_fuzz.cpp}"
  done
}

# The libFuzzer binaries: clang, coverage + ASan + UBSan, in server/build-fuzz.
build_fuzzers() {
  log "building the fuzz targets (clang, libFuzzer, ASan, UBSan)"
  cmake -S "$FUZZ_SOURCE" -B "$FUZZ_BUILD" -DCMAKE_CXX_COMPILER=clang++ \
    -DCMAKE_BUILD_TYPE=RelWithDebInfo >/dev/null &&
    cmake --build "$FUZZ_BUILD" -j"$JOBS"
}

# Runs every target with the given libFuzzer limit (e.g. -runs=20000 or -max_total_time=60),
# two at a time. Inputs found go to server/build-fuzz/corpus/<target> (never into the
# committed seeds); a crash input goes to server/build-fuzz/crashes/<target>/ and fails the
# run. Keep a crash input as a test: copy it to server/fuzz/regressions/<target>/.
run_fuzzers() {
  local limit=$1
  local target failed=0 pids=() names=()
  for target in $(fuzz_targets); do
    local work="$FUZZ_BUILD/corpus/$target" crashes="$FUZZ_BUILD/crashes/$target"
    mkdir -p "$work" "$crashes"
    local inputs=("$work" "$FUZZ_SOURCE/corpus/$target")
    [ -d "$FUZZ_SOURCE/regressions/$target" ] && inputs+=("$FUZZ_SOURCE/regressions/$target")
    local options=()
    [ -f "$FUZZ_SOURCE/$target.dict" ] && options+=(-dict="$FUZZ_SOURCE/$target.dict")
    # One process per target; the log keeps libFuzzer's final statistics. New inputs go to
    # the first directory only, so the committed seeds stay as they are.
    "$FUZZ_BUILD/fuzz_$target" "$limit" "${options[@]}" -artifact_prefix="$crashes/" \
      -print_final_stats=1 "${inputs[@]}" >"$FUZZ_BUILD/$target.log" 2>&1 &
    pids+=($!)
    names+=("$target")
    if [ ${#pids[@]} -ge "$JOBS" ]; then
      fuzz_wait "${pids[0]}" "${names[0]}" || failed=1
      pids=("${pids[@]:1}")
      names=("${names[@]:1}")
    fi
  done
  local i
  for i in "${!pids[@]}"; do fuzz_wait "${pids[$i]}" "${names[$i]}" || failed=1; done
  return "$failed"
}

fuzz_wait() {
  local pid=$1 target=$2
  local log="$FUZZ_BUILD/$target.log"
  if wait "$pid"; then
    printf '%-18s %s\n' "$target" "$(grep -E '^stat::number_of_executed_units' "$log" | awk '{print $2}') inputs, no crash"
    return 0
  fi
  echo "FUZZ CRASH in $target (log: $log):" >&2
  grep -E 'invariant broken|ERROR: |SUMMARY|Test unit written|runtime error' "$log" >&2 || tail -30 "$log" >&2
  echo "Keep the input as a regression test: cp server/build-fuzz/crashes/$target/<file> server/fuzz/regressions/$target/" >&2
  return 1
}

# The server, its tests and the fuzz replays built with -fsanitize=$2 in build directory $1.
build_sanitized() {
  local dir=$1 sanitizers=$2
  shift 2
  log "building the C++ server and tests with -fsanitize=$sanitizers ($dir)"
  cmake -S "$REPO_ROOT/server" -B "$dir" -DCMAKE_BUILD_TYPE=Release \
    -DFIRM_SANITIZE="$sanitizers" >/dev/null &&
    cmake --build "$dir" -j"$JOBS" "$@"
}

# ctest in a sanitized build directory; extra arguments go to ctest (e.g. -R filters).
# Every sanitizer report, from a test or from a server a test started, is written to a log
# file, and any such file fails the step even when the test itself passed.
ctest_sanitized() {
  local dir=$1
  shift
  local reports="$dir/sanitizer-reports"
  rm -rf "$reports"
  mkdir -p "$reports"
  local status=0
  ASAN_OPTIONS="log_path=$reports/asan:detect_leaks=1:abort_on_error=1" \
    UBSAN_OPTIONS="log_path=$reports/ubsan:halt_on_error=1:print_stacktrace=1" \
    TSAN_OPTIONS="log_path=$reports/tsan:halt_on_error=1:second_deadlock_stack=1" \
    ctest --test-dir "$dir" --output-on-failure --timeout 300 -j"$JOBS" "$@" || status=1
  if compgen -G "$reports/*" >/dev/null; then
    echo "sanitizer reports in $reports:" >&2
    head -60 "$reports"/* >&2
    status=1
  fi
  return "$status"
}

# The three steps of scripts/test. Each builds what it needs; run them on their own with
# scripts/test-sanitizers (PostgreSQL included).
FUZZ_RUNS=${FUZZ_RUNS:-20000}

# Every fuzz target for FUZZ_RUNS inputs: the seeds and kept crash inputs first, then mutations.
fuzz_smoke() {
  build_fuzzers && run_fuzzers -runs="$FUZZ_RUNS"
}

# All C++ unit and integration tests (and the servers they start) under ASan + UBSan. The
# fuzz replays are left to fuzz_smoke, which runs the same inputs under ASan + UBSan with
# clang, so their binaries are not built here.
asan_tests() {
  build_sanitized "$REPO_ROOT/server/build-asan" address,undefined \
    --target firm_unit_tests firm_integration_tests &&
    ctest_sanitized "$REPO_ROOT/server/build-asan" -E '^FuzzReplay\.'
}

# The storage and outbox tests (connection handling, worker threads, claims) under TSan.
TSAN_TESTS='^(Engines/(DatabaseTest|LeadRepositoryTest|OutboxTest|OutboxTwoProcessesTest)|SqliteOpenTest|SqlitePragmasTest|MigrationsTest|IsoTimestampTest|OutcomeTest|BackoffTest|WebhookTest|SignatureTest|EmailTest)\.'
tsan_tests() {
  build_sanitized "$REPO_ROOT/server/build-tsan" thread --target firm_unit_tests firm_integration_tests &&
    ctest_sanitized "$REPO_ROOT/server/build-tsan" -R "$TSAN_TESTS"
}
